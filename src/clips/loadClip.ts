import type { SealedImages } from '../components/SiteImage';
import type { BuiltClip } from '../gate/sealedModules';
import { clipSource } from './clipSource';
import { holdClip, type HeldClip } from './heldClip';

/**
 * Fetches and decrypts the rendition of `built` that `video` plays at `cssWidth`, and its
 * captions, and holds them as the one clip held (`holdClip`: `asked`, whether the visitor asked
 * for it): the video's address first, the captions' second; null where a clip the visitor asked
 * for keeps the place. Rejects when the browser plays none of its formats or a file cannot come.
 */
export async function loadClip(
  built: BuiltClip,
  openFile: SealedImages['openFile'],
  video: HTMLVideoElement,
  cssWidth: number,
  onReleased: () => void,
  asked: boolean,
): Promise<HeldClip | null> {
  const source = clipSource(built, cssWidth, video);
  if (!source) throw new Error('no format this browser plays');
  const files = await Promise.all([
    openFile(source.url, source.type),
    ...(built.captions ? [openFile(built.captions, 'text/vtt')] : []),
  ]);
  return holdClip(files, onReleased, asked);
}
