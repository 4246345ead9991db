import { contentFolders, imageCacheDir } from '../../tooling/content/contentFolders';
import { publishedRenditions } from '../../tooling/clips/encodeClip';
import { clipCache } from '../../tooling/sealing/sealClips';
import { siteClips } from '../../tooling/clips/siteClips';
import { statSync } from 'node:fs';

/** What sealing adds to a file: its IV (12 bytes) and its authentication tag (16). */
const SEAL_BYTES = 28;

/**
 * Each clip the studies play: the path its study names it by, its file's facts (its length in
 * seconds among them), its captions' file and the renditions the build publishes (from the build's
 * cache: the build under test made them).
 */
export const publishedClips = await Promise.all(
  (await siteClips(contentFolders)).map(async (named) => ({
    ...named,
    renditions: await publishedRenditions(named, clipCache(imageCacheDir)),
  })),
);

/**
 * The sizes of each clip's sealed files as the site serves them (its renditions and captions,
 * sealed), by the path its study names it by: the build under test names them at random, so a
 * test knows a clip's download by its size.
 */
export const sealedClipSizes = new Map(
  publishedClips.map(({ clip, renditions, captionsFile }) => {
    const sizes = [
      ...renditions.map(({ made }) => made.length),
      ...(captionsFile ? [statSync(captionsFile).size] : []),
    ];
    return [clip.src, new Set(sizes.map((size) => size + SEAL_BYTES))] as const;
  }),
);

/** Each clip's length in seconds, by the path its study names it by. */
export const clipSeconds = new Map(
  publishedClips.map(({ clip, facts }) => [clip.src, facts.duration]),
);
