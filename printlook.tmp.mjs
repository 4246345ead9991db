// Prints pages to PDF (A4 by default) and renders them to PNG with Ghostscript, for looking.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
const [,, tag = 'now', format = 'A4', ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const path of paths.length ? paths : ['/payment-overhaul', '/']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => localStorage.setItem('sitePassword', 'portfolio-demo-2025'));
  await page.goto(`http://localhost:4173${path}`);
  await page.waitForFunction(() => window.__siteBoot?.handedOver);
  if (path !== '/' && !path.includes('leadership') && !path.includes('404')) await page.waitForSelector('main article h2').catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1500);
  const name = `${tag}-${format}${path.replace(/\//g, '_') || '_home'}`;
  await page.pdf({ path: `/work/scratch/pdf/${name}.pdf`, format, preferCSSPageSize: true });
  execFileSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-sDEVICE=png16m', '-r40', `-sOutputFile=/work/scratch/pdf/${name}-%02d.png`, `/work/scratch/pdf/${name}.pdf`]);
  const pages = execFileSync('sh', ['-c', `ls /work/scratch/pdf/${name}-*.png | wc -l`]).toString().trim();
  console.log(name, pages, 'pages');
  await page.close();
}
await browser.close();
