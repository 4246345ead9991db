import { useEffect, useRef, useState } from 'react';
import type { BuiltImage } from 'virtual:image-manifest';
import { inScheme, usePictureScheme } from '../components/pictureScheme';
import type { SiteImageProps } from '../components/SiteImage';
import { styled } from '../styles/stitches.config';
import type { SealedPictures } from './sealedPictures';

/** Sealed pictures start to load when they come this near the screen (beyond it, below). */
const NEAR_SCREEN = '0px 0px 100% 0px';

/** Where the browser cannot say when it is idle (Safari), the rest load this long after opening. */
const IDLE_FALLBACK_MS = 2000;
const whenIdle = globalThis.requestIdleCallback as typeof requestIdleCallback | undefined;

/** Transparent, in the picture's proportions: the `<img>` keeps its box while it loads. */
const emptyBox = (width: number, height: number) =>
  `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'/%3E`;

/**
 * A sealed picture: the variant this slot and screen need, fetched and decrypted once it nears
 * the screen or the page is idle (at once above the fold) and shown from memory. One that cannot
 * be fetched or decrypted leaves a quiet box of its size that says what it showed.
 */
export function SealedImage({
  image,
  slot,
  priority = false,
  built,
  pictures,
  ...props
}: SiteImageProps & { built: BuiltImage; pictures: SealedPictures }) {
  const [url, setUrl] = useState<string | null>();
  const element = useRef<HTMLImageElement>(null);
  const scheme = usePictureScheme();
  const illustration = built.sources.some(({ type }) => type === 'image/svg+xml');

  useEffect(() => {
    const img = element.current;
    if (!img) return;
    let current = true;
    const show = () =>
      // A box not laid out yet (nothing on screen to measure) gets the widest variant.
      pictures.load(image.src, img.getBoundingClientRect().width || Infinity, slot).then(
        (loaded) => current && setUrl(loaded),
        () => current && setUrl(null),
      );
    let idle = 0;
    const stopWaiting = () => {
      near.disconnect();
      removeEventListener('beforeprint', showOnce);
      if (whenIdle) cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
    const showOnce = () => {
      stopWaiting();
      void show();
    };
    const near = new IntersectionObserver(
      // Near the screen, or already above it: a reader who scrolled or jumped past it before it
      // mounted (sections mount one per commit) finds it there on the way back.
      (entries) =>
        entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0) &&
        showOnce(),
      { rootMargin: NEAR_SCREEN },
    );
    if (priority) void show();
    else {
      near.observe(img);
      // Paper shows every picture, wherever the reader had scrolled: the rest come in once the
      // page is idle (a print cannot wait for them), or at the latest as printing starts.
      idle = whenIdle ? whenIdle(showOnce) : window.setTimeout(showOnce, IDLE_FALLBACK_MS);
      addEventListener('beforeprint', showOnce);
    }
    return () => {
      current = false;
      stopWaiting();
    };
  }, [priority, pictures, image.src, slot]);

  const { width, height } = built;
  if (url === null) {
    return (
      <StyledMissing
        role="img"
        aria-label={image.alt}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        {image.alt}
      </StyledMissing>
    );
  }
  return (
    <img
      ref={element}
      src={url ? (illustration ? inScheme(url, scheme) : url) : emptyBox(width, height)}
      alt={image.alt}
      width={width}
      height={height}
      decoding="async"
      // Decrypted bytes the browser cannot decode leave the quiet box too.
      onError={url ? () => setUrl(null) : undefined}
      {...props}
    />
  );
}

const StyledMissing = styled('span', {
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  padding: '$4',
  borderRadius: '$2',
  backgroundColor: '$surfaceSunken',
  color: '$textMuted',
  fontSize: '$2',
  textAlign: 'center',
});
