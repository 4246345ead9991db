import { readFile } from 'node:fs/promises';
import type { BuiltClip } from '../../src/gate/sealedModules.ts';
import { posterOf } from '../../src/content/clipPoster.ts';
import { madeRenditions, posterFrame, publishedRenditions } from '../clips/encodeClip.ts';
import type { NamedClip } from '../clips/siteClips.ts';
import type { NamedImage } from '../images/siteImages.ts';

/** Where the build keeps clips' renditions and poster frames: beside the pictures' variants. */
export const clipCache = (cacheDir: string) => `${cacheDir}/clips`;

/**
 * Each clip's poster frame, as a sealed picture of the studies that play it (a poster the owner
 * gave is a picture the study names, sealed as any).
 */
export async function clipPosters(clips: NamedClip[], cacheDir: string) {
  const posters: (NamedImage & { slugs: string[] })[] = [];
  for (const named of clips) {
    const { poster } = named.clip;
    if (typeof poster !== 'number') continue;
    posters.push({
      src: posterOf(named.clip).src,
      file: await posterFrame(named.file, poster, clipCache(cacheDir)),
      namedIn: named.clip.src,
      slugs: named.slugs,
    });
  }
  return posters;
}

/**
 * Encrypts every rendition and caption file of the clips with the studies' key, under random
 * names (`seal`, shared with the pictures); what each clip became, by the path the body names.
 */
export async function sealClips(
  clips: NamedClip[],
  seal: (bytes: Uint8Array<ArrayBuffer>) => Promise<string>,
  cacheDir: string,
): Promise<Map<string, BuiltClip>> {
  const built = await Promise.all(
    clips.map(async (named) => {
      const renditions = await publishedRenditions(named, clipCache(cacheDir));
      const urls = await Promise.all(
        renditions.map(async (rendition) => seal(new Uint8Array(rendition.made))),
      );
      const types = [...new Set(renditions.map(({ type }) => type))];
      const { width, height, duration } = named.facts;
      const clip: BuiltClip = {
        width,
        height,
        duration,
        sources: types.map((type) => ({
          type,
          variants: renditions.flatMap((rendition, index) =>
            rendition.type === type ? [{ width: rendition.width, url: urls[index]! }] : [],
          ),
        })),
        captions: named.captionsFile
          ? await seal(new Uint8Array(await readFile(named.captionsFile)))
          : undefined,
      };
      return [named.clip.src, clip] as const;
    }),
  );
  return new Map(built);
}

/**
 * Every form a clip's plaintext takes, to look for in public output: its file, every rendition the
 * build made of it (offered or not), its captions.
 */
export async function clipPlaintext(named: NamedClip, cacheDir: string): Promise<Buffer[]> {
  return [
    await readFile(named.file),
    ...(await madeRenditions(named, clipCache(cacheDir))).map(({ made }) => made),
    ...(named.captionsFile ? [await readFile(named.captionsFile)] : []),
  ];
}
