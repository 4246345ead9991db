import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { images, type ImageManifest } from 'virtual:image-manifest';
import type { Image } from '../content/types';
import { styled } from '../styles/stitches.config';
import { variantsForSlot, type ImageSlot } from '../styles/imageSlots';
import { inScheme, usePictureScheme } from './pictureScheme';
import type { SealedPictures } from '../gate/sealedPictures';
import type { ViewerClip } from '../viewer/viewerPictures';

export interface SiteImageProps extends Omit<
  ComponentProps<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'slot'
> {
  image: Image;
  /** Where the layout shows it: picks the `sizes` and the variants offered. */
  slot: ImageSlot;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
}

interface PictureSources {
  /** The file's own size, which wins over the content's for a raster. */
  width: number;
  height: number;
  /** A downloaded image's own copy, in place of the URL content names. */
  src?: string;
  sources: { type: string; srcSet: string; sizes: string }[];
}

/**
 * The `<source>`s of a raster the build made variants of, or `undefined` (SVGs, or a file the
 * manifest does not know) for a plain `<img>`.
 */
export function pictureSources(
  image: Image,
  slot: ImageSlot,
  manifest: ImageManifest,
): PictureSources | undefined {
  const entry = manifest[image.src];
  if (!entry) return undefined;
  return {
    width: entry.width,
    height: entry.height,
    src: entry.src,
    sources: entry.sources.map(({ type, variants }) => ({
      type,
      srcSet: variantsForSlot(variants, slot)
        .map(({ width, url }) => `${url} ${width}w`)
        .join(', '),
      sizes: slot.sizes,
    })),
  };
}

/**
 * Inside an opened study, its sealed pictures. The gate provides it, so public pages never load
 * what decrypts pictures.
 */
export interface SealedImages {
  /**
   * Shows an image if it is one of the study's sealed pictures, or returns null for a public one;
   * a clip's poster with its clip, which the viewer plays in its place.
   */
  show: (props: SiteImageProps & { clip?: ViewerClip }) => ReactNode;
  /** A sealed picture at its own size, for the viewer (null for a public one). */
  largest: (src: string) => Promise<string> | null;
  /** Frees what `largest` decrypted. */
  releaseLargest: () => void;
  /** The study's clips, and how to open one's sealed files (`SealedPictures`). */
  clips: SealedPictures['clips'];
  openFile: SealedPictures['openFile'];
}

export const SealedImageContext = createContext<SealedImages | null>(null);

export const useSealedImages = () => useContext(SealedImageContext);

/**
 * An image with its size set (no layout shift). A public one removes itself if it fails to load,
 * including failures that happened before the page hydrated; a raster comes as a `<picture>` of
 * its AVIF and WebP variants, with the original as the fallback. A picture only sealed studies
 * show comes decrypted, from the opened study.
 */
export function SiteImage(props: SiteImageProps) {
  return useSealedImages()?.show(props) ?? <PublicImage {...props} />;
}

function PublicImage({ image, slot, priority = false, ...props }: SiteImageProps) {
  const [failed, setFailed] = useState(false);
  const scheme = usePictureScheme();
  const element = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = element.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return null;
  const picture = pictureSources(image, slot, images);
  const img = (
    <img
      ref={element}
      // An illustration (no raster variants) in the page's scheme.
      src={picture?.src ?? inScheme(image.src, scheme)}
      alt={image.alt}
      width={picture?.width ?? image.width}
      height={picture?.height ?? image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      {...props}
    />
  );
  if (!picture) return img;
  return (
    <StyledPicture>
      {picture.sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      {img}
    </StyledPicture>
  );
}

// The img stays the box the layout styles (`& img`, flex items, grid cells) as it was without one.
const StyledPicture = styled('picture', { display: 'contents' });
