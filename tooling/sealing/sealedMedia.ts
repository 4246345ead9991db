import { siteClips, type NamedClip } from '../clips/siteClips.ts';
import { siteImages, type ImageFolders, type NamedImage } from '../images/siteImages.ts';
import { clipPosters } from './sealClips.ts';

/** What the sealed studies show that no public page does: pictures (clips' posters among them) and clips. */
export interface SealedMedia {
  pictures: (NamedImage & { slugs: string[] })[];
  clips: NamedClip[];
}

/** Every sealed picture and clip, read and checked, each with the studies that show it. */
export async function sealedMedia(folders: ImageFolders): Promise<SealedMedia> {
  const [{ sealed }, clips] = await Promise.all([siteImages(folders), siteClips(folders)]);
  return { pictures: [...sealed, ...(await clipPosters(clips, folders.cacheDir))], clips };
}
