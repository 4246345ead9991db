import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { Image } from '../content/types';

interface Props extends Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> {
  image: Image;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
}

/**
 * An image with its size set (no layout shift) that removes itself if it fails to load,
 * including failures that happened before the page hydrated.
 */
export function SiteImage({ image, priority = false, ...props }: Props) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = element.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return null;
  return (
    <img
      ref={element}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      {...props}
    />
  );
}
