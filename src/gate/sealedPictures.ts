import type { BuiltImage, ImageManifest } from 'virtual:image-manifest';
import { fromBase64 } from './sealedBox';
import { openPicture } from './unlock';

/** The pictures of one opened study that no public page shows, decrypted in memory on demand. */
export interface SealedPictures {
  /** What the build made of each, keyed by the path or URL the study names it by. */
  images: ImageManifest;
  /**
   * A `blob:` URL of the variant that fills `cssWidth` CSS pixels sharply on this screen, in the
   * best format the browser decodes. Rejects when it cannot be fetched or decrypted.
   */
  load: (src: string, cssWidth: number) => Promise<string>;
}

/** A 1×1 AVIF (made by sharp): whether the browser decodes it says whether it takes AVIF. */
const AVIF_PROBE =
  'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB4AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAmbWRhdBIACgc4AAaQENBpMhEf8mKE7///8WfgAJA1jjx+3A==';
let avif: Promise<boolean> | undefined;
const decodesAvif = () =>
  (avif ??= createImageBitmap(new Blob([fromBase64(AVIF_PROBE)], { type: 'image/avif' })).then(
    () => true,
    () => false,
  ));

/** The first format the browser decodes: SVG and WebP everywhere, AVIF where the probe decodes. */
async function sourceFor(image: BuiltImage) {
  for (const source of image.sources) {
    if (source.type !== 'image/avif' || (await decodesAvif())) return source;
  }
  throw new Error('no format this browser decodes');
}

/**
 * The pictures of a study opened with `key`. Each variant is fetched and decrypted once, however
 * many places show it; `release` frees them all when the study is left.
 */
export function sealedPictures(
  key: CryptoKey,
  images: ImageManifest,
): SealedPictures & { release: () => void } {
  const urls = new Map<string, Promise<string>>();
  let released = false;

  const load = async (src: string, cssWidth: number) => {
    const image = images[src];
    if (!image) throw new Error(`${src} is not a sealed picture`);
    const { type, variants } = await sourceFor(image);
    const wanted = cssWidth * devicePixelRatio;
    const variant = variants.find(({ width }) => width >= wanted) ?? variants.at(-1)!;
    let url = urls.get(variant.url);
    if (!url) {
      url = openPicture(key, variant.url, type).then((blob) => URL.createObjectURL(blob));
      urls.set(variant.url, url);
      // A failed download may succeed when the picture is shown again.
      url.catch(() => urls.delete(variant.url));
    }
    const opened = await url;
    if (released) URL.revokeObjectURL(opened);
    return opened;
  };

  const release = () => {
    released = true;
    for (const url of urls.values()) void url.then(URL.revokeObjectURL, () => undefined);
    urls.clear();
  };

  return { images, load, release };
}
