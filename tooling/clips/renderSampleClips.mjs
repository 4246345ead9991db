// `npm run clips:render`: records the sample studies' clips from the HTML prototypes in
// tooling/clips/sources, frame by frame (each page draws any moment with frameAt(seconds)), and
// encodes each with ffmpeg into the sealed uploads, where the build reads it as an owner's clip.
// The clips are committed; run this after changing a prototype. An owner records theirs with a
// screen recorder instead (docs/content.md#clips).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, headlessShellPath } from '../runner/chromium.mjs';

const FPS = 30;
const SIZE = { width: 1280, height: 720 };
const sources = path.resolve(import.meta.dirname, 'sources');
const uploads = path.resolve(import.meta.dirname, '../../src/content/case-studies/uploads');

/** Each prototype, how long it is recorded, and the clip it becomes. */
const CLIPS = [
  { source: 'livetune-tiers.html', seconds: 15, clip: 'livetune-tiers.mp4' },
  // One loop's length: its last frame leads back into its first.
  { source: 'smartscan-scan.html', seconds: 6, clip: 'smartscan-scan.mp4' },
];

/** ffmpeg reading PNG frames on its input; a master near lossless (the build encodes the web copies). */
function encoder(file) {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'image2pipe',
      '-framerate',
      String(FPS),
      '-i',
      '-',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '14',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise((resolve, reject) =>
    ffmpeg.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg: ${code}`)))),
  );
  return { input: ffmpeg.stdin, done };
}

const browser = await puppeteer.launch({ executablePath: headlessShellPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.setViewport({ ...SIZE, deviceScaleFactor: 1 });
  for (const { source, seconds, clip } of CLIPS) {
    await page.goto(pathToFileURL(path.join(sources, source)).href);
    await page.evaluate(() => document.fonts.ready);
    const { input, done } = encoder(path.join(uploads, clip));
    for (let frame = 0; frame < seconds * FPS; frame += 1) {
      await page.evaluate((t) => window.frameAt(t), frame / FPS);
      const png = await page.screenshot({ type: 'png' });
      if (!input.write(png)) await new Promise((resolve) => input.once('drain', resolve));
    }
    input.end();
    await done;
    console.log(`${clip}: ${seconds} s from ${source}`);
  }
} finally {
  await browser.close();
}
