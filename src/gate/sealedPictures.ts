import type { BuiltImage, ImageManifest } from 'virtual:image-manifest';
import type { ClipManifest } from './sealedModules';
import { variantsForSlot, type ImageSlot } from '../styles/imageSlots';
import { fromBase64 } from './sealedBox';
import { openPicture } from './unlock';

/** The pictures of one opened study that no public page shows, decrypted in memory on demand. */
export interface SealedPictures {
  /** What the build made of each, keyed by the path or URL the study names it by. */
  images: ImageManifest;
  /**
   * A `blob:` URL of the variant of those `slot` offers that fills `cssWidth` CSS pixels sharply on
   * this screen, in the best format the browser decodes. Rejects when it cannot be fetched or
   * decrypted.
   */
  load: (src: string, cssWidth: number, slot: ImageSlot) => Promise<string>;
  /**
   * A `blob:` URL of the widest variant, the picture at its own size, for the viewer: fetched
   * only when asked for and freed by `releaseLargest` (or when the study is left).
   */
  largest: (src: string) => Promise<string>;
  releaseLargest: () => void;
  /** What the build made of each of the study's clips, keyed by the path the study names it by. */
  clips: ClipManifest;
  /** Fetches and decrypts one sealed file (a clip's rendition or captions), as a `type` blob. */
  openFile: (url: string, type: string) => Promise<Blob>;
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
  clips: ClipManifest,
): SealedPictures & { release: () => void } {
  const pageUrls = new Map<string, Promise<string>>();
  const viewerUrls = new Map<string, Promise<string>>();
  let released = false;

  const variantOf = async (
    src: string,
    pick: (variants: BuiltImage['sources'][number]['variants']) => { url: string },
  ) => {
    const image = images[src];
    if (!image) throw new Error(`${src} is not a sealed picture`);
    const { type, variants } = await sourceFor(image);
    return { type, url: pick(variants).url };
  };

  /** Fetches and decrypts a variant once per `urls`, however many places show it. */
  const open = async (urls: Map<string, Promise<string>>, type: string, variantUrl: string) => {
    let url = urls.get(variantUrl);
    if (!url) {
      url = openPicture(key, variantUrl, type).then((blob) => URL.createObjectURL(blob));
      urls.set(variantUrl, url);
      // A failed download may succeed when the picture is shown again.
      url.catch(() => urls.delete(variantUrl));
    }
    const opened = await url;
    if (released) URL.revokeObjectURL(opened);
    return opened;
  };

  const load = async (src: string, cssWidth: number, slot: ImageSlot) => {
    const wanted = cssWidth * devicePixelRatio;
    const { type, url } = await variantOf(src, (variants) => {
      const offered = variantsForSlot(variants, slot);
      return offered.find(({ width }) => width >= wanted) ?? offered.at(-1)!;
    });
    return open(pageUrls, type, url);
  };

  const largest = async (src: string) => {
    const { type, url } = await variantOf(src, (variants) => variants.at(-1)!);
    return open(viewerUrls, type, url);
  };

  const revoke = (urls: Map<string, Promise<string>>) => {
    for (const url of urls.values()) void url.then(URL.revokeObjectURL, () => undefined);
    urls.clear();
  };

  const release = () => {
    released = true;
    revoke(pageUrls);
    revoke(viewerUrls);
  };

  return {
    images,
    load,
    largest,
    releaseLargest: () => revoke(viewerUrls),
    release,
    clips,
    openFile: (url, type) => openPicture(key, url, type),
  };
}
