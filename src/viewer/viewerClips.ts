import type PhotoSwipe from 'photoswipe';
import { clips as copy } from '../content/clips';
import { clipIcons } from '../clips/clipLook';
import type { HeldClip } from '../clips/heldClip';
import type { ViewerPicture } from './viewerPictures';

/** A clip's slide type: drawn by the handlers below, not as an image. */
export const CLIP_SLIDE = 'clip';
/** The class of a clip's play button in the viewer (`viewerStyles`). */
export const CLIP_PLAY = 'site-viewer-play';
/** The band at a video's foot where its controls sit: a drag there is theirs, not a swipe. */
const CONTROLS_BAND = 48;

type Content = NonNullable<PhotoSwipe['currSlide']>['content'];

/** A clip's slide: its video, and its play button until it is held. */
interface ClipSlide {
  video: HTMLVideoElement;
  play: HTMLButtonElement;
}

/**
 * Plays a study's clips in the viewer, each in its poster's place (PhotoSwipe's content API): a
 * clip's slide is its poster with a play button, as on the page, and then the clip with native
 * controls. It is fetched and decrypted only to play, and held as the one clip held; leaving it
 * pauses it, and the viewer closing frees it. Nothing starts with sound by itself: the clip the
 * visitor opened the viewer at plays (they asked for it), a loop plays muted where motion is
 * allowed, and a walkthrough met by ← → waits for its button. A clip that cannot come says so in
 * the slide's note (`onNote`: '' clears it), and its button tries again.
 */
export function playClips(
  pswp: PhotoSwipe,
  pictures: readonly ViewerPicture[],
  opened: number,
  onNote: (index: number, note: string) => void,
) {
  const slides = new Map<Content, ClipSlide>();
  const held = new Map<Content, HeldClip>();
  // The clip asked for by opening the viewer at it plays as it first shows; later ones wait.
  let askedAt = opened;
  const clipOf = (content: Content) =>
    content.type === CLIP_SLIDE ? pictures[content.index]?.clip : undefined;

  /** Back to its poster and button: not held (yet, or any more). */
  const showPoster = ({ video, play }: ClipSlide) => {
    video.removeAttribute('src');
    video.controls = false;
    video.load();
    play.hidden = false;
    play.disabled = false;
  };

  /** Frees a clip's files, its video first let go of them (it would ask for them again). */
  const letGo = (content: Content) => {
    const slide = slides.get(content);
    if (slide) showPoster(slide);
    held.get(content)?.release();
    held.delete(content);
  };

  /** Fetches and holds the clip; `asked`: the visitor asked for it (else it plays by itself). */
  const load = (content: Content, asked: boolean) => {
    const clip = clipOf(content);
    const slide = slides.get(content);
    if (!clip || !slide || held.has(content) || slide.play.disabled) return;
    const { video, play } = slide;
    play.disabled = true;
    const width = content.element!.getBoundingClientRect().width || content.width;
    const release = () => {
      held.delete(content);
      showPoster(slide);
    };
    clip.hold(video, width, release, asked).then(
      (files) => {
        // A clip the visitor asked for keeps the place: this one waits for its button.
        if (!files) return void (play.disabled = false);
        if (slides.get(content) !== slide) return files.release();
        held.set(content, files);
        onNote(content.index, '');
        play.hidden = true;
        video.controls = true;
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
        if (pswp.currSlide?.content === content) void video.play().catch(() => undefined);
      },
      () => {
        play.disabled = false;
        onNote(content.index, copy.failed);
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
      playsInline: true,
    });
    video.setAttribute('aria-label', clip.name);
    const play = box.appendChild(document.createElement('button'));
    play.type = 'button';
    play.className = CLIP_PLAY;
    play.setAttribute('aria-label', copy.play(clip.name));
    play.innerHTML = `<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="${clipIcons.play}" fill="currentColor"/></svg><span aria-hidden="true">${clip.length}</span>`;
    play.addEventListener('click', () => load(content, true));
    slides.set(content, { video, play });
    content.element = box;
  });
  pswp.on('contentActivate', ({ content }) => {
    const clip = clipOf(content);
    if (!clip) return;
    const opener = content.index === askedAt;
    if (opener) askedAt = -1;
    if (!opener && !clip.autoplays) return;
    if (held.has(content))
      void slides
        .get(content)
        ?.video.play()
        .catch(() => undefined);
    else load(content, opener);
  });
  pswp.on('contentDeactivate', ({ content }) => slides.get(content)?.video.pause());
  pswp.on('contentDestroy', ({ content }) => {
    letGo(content);
    slides.delete(content);
  });
  pswp.on('close', () => pswp.currSlide && slides.get(pswp.currSlide.content)?.video.pause());
  // Gone, it lets go of what it held (PhotoSwipe does not destroy its slides' content with it).
  pswp.on('destroy', () => [...held.keys()].forEach(letGo));
  // A press on the controls is theirs: PhotoSwipe would take it as the start of a swipe.
  pswp.on('pointerDown', (event) => {
    const target = event.originalEvent.target;
    if (!(target instanceof HTMLVideoElement)) return;
    const box = target.getBoundingClientRect();
    if (event.originalEvent.clientY > box.bottom - CONTROLS_BAND) event.preventDefault();
  });
}
