import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.addInitScript(() => localStorage.setItem('sitePassword', 'portfolio-demo-2025'));
await page.goto('http://localhost:4173/payment-overhaul');
await page.waitForSelector('main article h2');
await page.waitForTimeout(1500);
await page.emulateMedia({ media: 'print' });
await page.setViewportSize({ width: 718, height: 1000 });
console.log(await page.evaluate(() => {
  const hero = document.querySelector('main article > header, main header');
  const out = [];
  for (const el of document.querySelectorAll('main header *')) {
    const r = el.getBoundingClientRect();
    if (r.height > 150) out.push(`${el.tagName}.${el.className.baseVal ?? el.className} ${Math.round(r.width)}x${Math.round(r.height)} ${getComputedStyle(el).breakInside}`);
  }
  return out.join('\n');
}));
await browser.close();
