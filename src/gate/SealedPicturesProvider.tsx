import { useCallback, type ReactNode } from 'react';
import { SealedImageContext, type SiteImageProps } from '../components/SiteImage';
import { SealedImage } from './SealedImage';
import type { SealedPictures } from './sealedPictures';

/** Every SiteImage inside shows the opened study's sealed pictures from `pictures`. */
export function SealedPicturesProvider({
  pictures,
  children,
}: {
  pictures: SealedPictures;
  children: ReactNode;
}) {
  const show = useCallback(
    (props: SiteImageProps) => {
      const built = pictures.images[props.image.src];
      return built ? <SealedImage {...props} built={built} pictures={pictures} /> : null;
    },
    [pictures],
  );
  return <SealedImageContext.Provider value={show}>{children}</SealedImageContext.Provider>;
}
