import { contentFolders, imageCacheDir } from '../../tooling/content/contentFolders';
import { publishedRenditions } from '../../tooling/clips/encodeClip';
import { clipCache } from '../../tooling/sealing/sealClips';
import { siteClips } from '../../tooling/clips/siteClips';
import { statSync } from 'node:fs';

/** What sealing adds to a file: its IV (12 bytes) and its authentication tag (16). */
const SEAL_BYTES = 28;

/**
 * The sizes of each clip's sealed files as the site serves them (its renditions and captions,
 * sealed), by the path its study names it by: the build under test names them at random, so a
 * test knows a clip's download by its size.
 */
export const sealedClipSizes = new Map(
  await Promise.all(
    (await siteClips(contentFolders)).map(async (named) => {
      const renditions = await publishedRenditions(named, clipCache(imageCacheDir));
      const sizes = [
        ...renditions.map(({ made }) => made.length),
        ...(named.captionsFile ? [statSync(named.captionsFile).size] : []),
      ];
      return [named.clip.src, new Set(sizes.map((size) => size + SEAL_BYTES))] as const;
    }),
  ),
);
