import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedRenditions } from '../../tooling/clips/encodeClip';
import { siteClips, type NamedClip } from '../../tooling/clips/siteClips';
import { contentFolders, imageCacheDir } from '../../tooling/content/contentFolders';
import { assertNothingSealedLeaks } from '../../tooling/sealing/leakGuard';
import { clipCache } from '../../tooling/sealing/sealClips';

// The leak guard covers the studies' clips: a rendition's or a caption file's bytes, or the clip's
// path, in public output fail the build. Planted one at a time in an otherwise empty output.

const root = path.resolve(__dirname, '../..');
const work = path.join(root, '.clip-leak-tests');
const folders = {
  ...contentFolders,
  publicDir: path.join(root, 'public'),
  cacheDir: imageCacheDir,
  warn: () => undefined,
};
let clips: NamedClip[] = [];

beforeAll(async () => {
  clips = await siteClips(contentFolders);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The guard's verdict on an output holding only `files`, each by its name under assets/. */
async function guardOn(files: { name: string; bytes: Buffer }[]) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(work, 'assets'), { recursive: true });
  for (const { name, bytes } of files) writeFileSync(path.join(work, 'assets', name), bytes);
  return assertNothingSealedLeaks(work, folders).then(
    () => 'nothing found',
    (error: Error) => error.message,
  );
}

/** The guard's line for a file named `name` holding `clip`. */
const found = (name: string, clip: NamedClip) =>
  `${path.relative(process.cwd(), path.join(work, 'assets', name))}: the sealed clip ${clip.clip.src}`;

// Each case plants its files in one output, which the guard reads once, naming each file.
describe('the leak guard', () => {
  it('finds every rendition of every clip planted in public output', async () => {
    expect(clips.length).toBeGreaterThan(0);
    const planted = (
      await Promise.all(
        clips.map(async (named, index) =>
          (await publishedRenditions(named, clipCache(imageCacheDir))).map(
            ({ made, width, type }) => ({
              name: `planted-${index}-${width}.${type.includes('webm') ? 'webm' : 'mp4'}`,
              bytes: made,
              named,
            }),
          ),
        ),
      )
    ).flat();
    const verdict = await guardOn(planted);
    for (const { name, named } of planted) expect(verdict).toContain(found(name, named));
  }, 300_000);

  it('finds a clip’s source file, its captions and its path', async () => {
    const named = clips.find((clip) => clip.captionsFile) ?? clips[0]!;
    const planted = [
      { name: 'source.mp4', bytes: readFileSync(named.file) },
      ...(named.captionsFile
        ? [{ name: 'captions.vtt', bytes: readFileSync(named.captionsFile) }]
        : []),
      { name: 'page.js', bytes: Buffer.from(`fetch("${named.clip.src}")`) },
    ];
    const verdict = await guardOn(planted);
    for (const { name } of planted) expect(verdict).toContain(found(name, named));
  }, 300_000);

  it('passes an output holding none of them', async () => {
    expect(await guardOn([{ name: 'app.js', bytes: Buffer.from('console.log("hello")') }])).toBe(
      'nothing found',
    );
  }, 300_000);
});
