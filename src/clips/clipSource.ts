import type { BuiltClip } from '../gate/sealedModules';

/**
 * The rendition of `built` this browser plays and this screen needs: the first format it can play
 * (WebM where it plays, else MP4), at the narrowest width that fills `cssWidth` sharply. Null
 * when it plays none.
 */
export function clipSource(built: BuiltClip, cssWidth: number, video: HTMLVideoElement) {
  const source = built.sources.find(({ type }) => video.canPlayType(type) !== '');
  if (!source) return null;
  const wanted = cssWidth * devicePixelRatio;
  const variant = source.variants.find(({ width }) => width >= wanted) ?? source.variants.at(-1)!;
  return { type: source.type.split(';')[0]!, url: variant.url };
}
