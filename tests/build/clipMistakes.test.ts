import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../src/content/types';
import { siteClips } from '../../tooling/clips/siteClips';

// An owner's mistake in a clip stops the build with a message that names the file, the field and
// the fix (the build prints a ContentError alone, once: contentMistakes.test.ts). Short clips made
// here with ffmpeg's own test sources, so nothing is encoded but what each case needs.

const root = path.resolve(__dirname, '../..');
const work = path.join(root, '.clip-mistake-tests');
const contentDir = path.join(work, 'case-studies');
const sealedDir = path.join(contentDir, 'uploads');
const studyFile = path.join(contentDir, 'planted.ts');
const shownStudy = path.relative(process.cwd(), studyFile);

/** A clip made by ffmpeg: `seconds` of grey at `width`×`height`, with a tone if `sound`. */
function makeClip(name: string, { seconds = 2, width = 640, height = 360, sound = false } = {}) {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `color=c=gray:s=${width}x${height}:r=5:d=${seconds}`],
    ...(sound ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...(sound ? ['-c:a', 'aac'] : []),
    path.join(sealedDir, name),
  ]);
}

const planted: Clip = {
  src: '/uploads/silent.mp4',
  description: 'A planted clip.',
  poster: 1,
  play: 'walkthrough',
};

/** What the build says of a study with `section`. */
function mistakeWith(section: object) {
  writeFileSync(
    studyFile,
    `export default ${JSON.stringify({ slug: 'planted', hero: {}, sections: [section] })};`,
  );
  return siteClips({ contentDir, sealedDir }).then(
    () => 'no mistake found',
    (error: Error) => `${error.name}: ${error.message}`,
  );
}

/** What the build says of a study that plays `clip`. */
const mistakeIn = (clip: Partial<Clip>) =>
  mistakeWith({
    kind: 'clip',
    heading: 'Planted Clip',
    clip: { ...planted, ...clip },
    caption: 'Planted.',
  });

/** What the build says of a study that tells a story through the planted clip at `seconds`. */
const storyMistakeIn = (...seconds: (number | undefined)[]) =>
  mistakeWith({
    kind: 'story',
    heading: 'Planted Story',
    figure: { kind: 'clip', clip: { ...planted, play: 'loop' }, caption: 'Planted.' },
    steps: seconds.map((at, index) => ({ text: `Step ${index + 1}.`, at })),
  });

const where = `ContentError: ${shownStudy}: the clip "Planted Clip"`;

beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(sealedDir, { recursive: true });
  makeClip('silent.mp4');
  makeClip('speech.mp4', { sound: true });
  makeClip('long.mp4', { seconds: 121 });
  makeClip('small.mp4', { width: 320, height: 180 });
  writeFileSync(
    path.join(sealedDir, 'broken.mp4'),
    Buffer.from('not a video, whatever it is named'),
  );
  writeFileSync(path.join(sealedDir, 'speech.vtt'), 'WEBVTT\n\n00:00.000 --> 00:02.000\nA tone.\n');
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a clip', () => {
  it('that is as it should be is read', async () => {
    expect(await mistakeIn({})).toBe('no mistake found');
    expect(await mistakeIn({ src: '/uploads/speech.mp4', captions: '/uploads/speech.vtt' })).toBe(
      'no mistake found',
    );
  });

  it('whose file is missing names the path, the folder and the fix', async () => {
    expect(await mistakeIn({ src: '/uploads/missing.mp4' })).toBe(
      `${where}, its src /uploads/missing.mp4 is not in ${path.relative(process.cwd(), sealedDir)}/: put the file there and name it '/uploads/missing.mp4'`,
    );
  });

  it('whose video cannot be read says to export it again', async () => {
    expect(await mistakeIn({ src: '/uploads/broken.mp4' })).toMatch(
      new RegExp(
        `^${where}, its src /uploads/broken.mp4 cannot be read as video \\(.+\\): export it again as MP4 \\(H.264\\) or WebM$`,
      ),
    );
  });

  it('over a limit says the limit', async () => {
    expect(await mistakeIn({ src: '/uploads/long.mp4' })).toBe(
      `${where}, its src /uploads/long.mp4 runs 2:01, longer than a clip may (2:00): cut it, or tell the story in two clips`,
    );
    expect(await mistakeIn({ src: '/uploads/small.mp4' })).toBe(
      `${where}, its src /uploads/small.mp4 is 320×180 px; a clip is 640 to 3840 px wide and at most 2160 px high: export it at a size within them`,
    );
  });

  it('with sound and no captions asks for them', async () => {
    expect(await mistakeIn({ src: '/uploads/speech.mp4' })).toBe(
      `${where}, its src /uploads/speech.mp4 has sound and no captions: write what is said as WebVTT and name it (captions: '/uploads/….vtt'), or export the clip without sound`,
    );
  });

  it('whose poster is past its end says how long it runs', async () => {
    expect(await mistakeIn({ poster: 5 })).toBe(
      `${where}, its poster 5 is not a second within the clip, which runs 0:02: give one from 0 to 1`,
    );
  });

  it('told as a story wants each step’s second, within the clip', async () => {
    expect(await storyMistakeIn(0, 1.5)).toBe('no mistake found');
    expect(await storyMistakeIn(0, 3)).toBe(
      `ContentError: ${shownStudy}: the story "Planted Story", its step 2's at 3 is not a second within the clip, which runs 0:02: give one from 0 to 1`,
    );
    expect(await storyMistakeIn(0, undefined)).toBe(
      `ContentError: ${shownStudy}: the story "Planted Story": Story step 2 of a clip's story has no second: give each step the second of the clip it shows (at: 4.5), each later than the step before's`,
    );
  });
});
