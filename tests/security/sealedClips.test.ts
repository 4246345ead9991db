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

/** The guard's verdict on an output holding only `bytes`, in a file named `name`. */
async function guardOn(name: string, bytes: Buffer) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(work, 'assets'), { recursive: true });
  writeFileSync(path.join(work, 'assets', name), bytes);
  return assertNothingSealedLeaks(work, folders).then(
    () => 'nothing found',
    (error: Error) => error.message,
  );
}

describe('the leak guard', () => {
  it('finds every rendition of every clip planted in public output', async () => {
    expect(clips.length).toBeGreaterThan(0);
    for (const named of clips) {
      for (const { made, type, width } of await publishedRenditions(
        named,
        clipCache(imageCacheDir),
      ))
        expect(await guardOn(`planted-${width}.bin`, made), `${type} ${width}`).toContain(
          `the sealed clip ${named.clip.src}`,
        );
    }
  }, 300_000);

  it('finds a clip’s source file, its captions and its path', async () => {
    const named = clips.find((clip) => clip.captionsFile) ?? clips[0]!;
    const found = `the sealed clip ${named.clip.src}`;
    expect(await guardOn('source.mp4', readFileSync(named.file))).toContain(found);
    if (named.captionsFile)
      expect(await guardOn('captions.vtt', readFileSync(named.captionsFile))).toContain(found);
    expect(await guardOn('page.js', Buffer.from(`fetch("${named.clip.src}")`))).toContain(found);
  }, 300_000);

  it('passes an output holding none of them', async () => {
    expect(await guardOn('app.js', Buffer.from('console.log("hello")'))).toBe('nothing found');
  }, 300_000);
});
