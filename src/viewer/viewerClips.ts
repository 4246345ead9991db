import type PhotoSwipe from 'photoswipe';
import { clips as copy } from '../content/clips';
import type { HeldClip } from '../clips/heldClip';
import type { ViewerPicture } from './viewerPictures';

/** A clip's slide type: drawn by the handlers below, not as an image. */
export const CLIP_SLIDE = 'clip';
/** The band at a video's foot where its controls sit: a drag there is theirs, not a swipe. */
const CONTROLS_BAND = 48;

type Content = NonNullable<PhotoSwipe['currSlide']>['content'];

/**
 * Plays a study's clips in the viewer, each in its poster's place (PhotoSwipe's content API): a
 * clip's slide is a video with native controls, its poster showing until it plays. It is fetched
 * and decrypted when shown and held as the one clip held; leaving it pauses it, the viewer closing
 * frees it. Nothing starts with sound by itself: the clip the visitor opened the viewer at plays
 * (they asked for it), and a loop plays muted where motion is allowed; a walkthrough met by ← →
 * waits for its play button. A clip that cannot come says so, and its play button tries again.
 * `onNote` writes (or, with '', clears) the note for the slide at an index.
 */
export function playClips(
  pswp: PhotoSwipe,
  pictures: readonly ViewerPicture[],
  opened: number,
  onNote: (index: number, note: string) => void,
) {
  const held = new Map<number, HeldClip>();
  const loading = new Set<number>();
  // The clip asked for by opening the viewer at it plays as it first shows; later ones wait.
  let asked = opened;
  const clipOf = (content: Content) =>
    content.type === CLIP_SLIDE ? pictures[content.index]?.clip : undefined;
  const videoOf = (content: Content) => content.element?.querySelector('video') ?? null;

  const load = (content: Content, play: boolean) => {
    const clip = clipOf(content);
    const video = videoOf(content);
    const { index } = content;
    if (!clip || !video || loading.has(index)) return;
    loading.add(index);
    const width = content.element!.getBoundingClientRect().width || content.width;
    // Another clip taking its place sends it back to its poster, to load when played again.
    const backToPoster = () => {
      held.delete(index);
      video.removeAttribute('src');
      video.load();
    };
    clip.hold(video, width, backToPoster).then(
      (files) => {
        loading.delete(index);
        if (videoOf(content) !== video) return files.release();
        held.set(index, files);
        onNote(index, '');
        video.src = files.urls[0]!;
        if (files.urls[1]) {
          const track = video.appendChild(document.createElement('track'));
          Object.assign(track, {
            kind: 'captions',
            src: files.urls[1],
            srclang: copy.captions.language,
            label: copy.captions.label,
          });
          track.track.mode = 'showing';
        }
        if (play && pswp.currIndex === index) void video.play().catch(() => undefined);
      },
      () => {
        loading.delete(index);
        onNote(index, copy.failed);
      },
    );
  };

  pswp.on('contentLoad', (event) => {
    const { content } = event;
    const clip = clipOf(content);
    if (!clip) return;
    event.preventDefault();
    if (content.element) return;
    const box = document.createElement('div');
    box.className = 'pswp__content';
    const video = box.appendChild(document.createElement('video'));
    Object.assign(video, {
      poster: content.data.msrc ?? '',
      muted: clip.loop,
      loop: clip.loop,
      controls: true,
      playsInline: true,
    });
    video.setAttribute('aria-label', clip.name);
    // Its play button fetches a clip not yet held (one that failed, or gave its place away).
    video.addEventListener('play', () => held.has(content.index) || load(content, true));
    content.element = box;
  });
  pswp.on('contentActivate', ({ content }) => {
    const clip = clipOf(content);
    if (!clip) return;
    const play = content.index === asked || clip.autoplays;
    if (content.index === asked) asked = -1;
    if (!held.has(content.index)) return load(content, play);
    if (play)
      void videoOf(content)
        ?.play()
        .catch(() => undefined);
  });
  pswp.on('contentDeactivate', ({ content }) => videoOf(content)?.pause());
  pswp.on('contentDestroy', ({ content }) => {
    held.get(content.index)?.release();
    held.delete(content.index);
  });
  pswp.on('close', () => pswp.currSlide && videoOf(pswp.currSlide.content)?.pause());
  // A press on the controls is theirs: PhotoSwipe would take it as the start of a swipe.
  pswp.on('pointerDown', (event) => {
    const target = event.originalEvent.target;
    if (!(target instanceof HTMLVideoElement)) return;
    const box = target.getBoundingClientRect();
    if (event.originalEvent.clientY > box.bottom - CONTROLS_BAND) event.preventDefault();
  });
}
