import { useMemo, type ReactNode } from 'react';
import { SealedImageContext, type SealedImages } from '../components/SiteImage';
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
  const sealed = useMemo<SealedImages>(
    () => ({
      show: (props) => {
        const built = pictures.images[props.image.src];
        return built ? <SealedImage {...props} built={built} pictures={pictures} /> : null;
      },
      largest: (src) => (pictures.images[src] ? pictures.largest(src) : null),
      releaseLargest: pictures.releaseLargest,
      clips: pictures.clips,
      openFile: pictures.openFile,
    }),
    [pictures],
  );
  return <SealedImageContext.Provider value={sealed}>{children}</SealedImageContext.Provider>;
}
