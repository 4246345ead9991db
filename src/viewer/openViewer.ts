import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import { images } from 'virtual:image-manifest';
import type { Image } from '../content/types';
import { viewer as copy } from '../content/viewer';
import { inPictureScheme } from '../components/pictureScheme';
import { variable } from '../motion/cssMotion';
import { viewerCommandForKey, type ViewerCommand } from './viewerCommands';
import { CLIP_SLIDE, playClips } from './viewerClips';
import { enterViewerHistory } from './viewerHistory';
import { viewerStyles } from './viewerStyles';
import type { SealedLargest, ViewerPicture } from './viewerPictures';

/** How far an SVG zooms past its own size: vector stays crisp, so three times. */
const VECTOR_ZOOM = 3;
/** How far one arrow key pans a zoomed picture, in CSS pixels. */
const PAN_STEP = 80;
/** From this viewport width the arrows sit beside the picture (the site's md breakpoint). */
const WIDE = 768;
/** Two clicks this close (ms) are a double-click, which zooms; one click does nothing. */
const DOUBLE_CLICK_MS = 500;
/** How much one `+` or `-` zooms, as a factor. */
const ZOOM_STEP = 1.5;

export interface ViewerOptions {
  /** The study's pictures, and the control of the one to open. */
  pictures: readonly ViewerPicture[];
  opener: HTMLElement;
  /** The study's title, which names the dialog. */
  study: string;
  /**
   * What the reader asks by key until the viewer has grown (its code loading, then its opening,
   * when PhotoSwipe takes no commands): carried out, in order, once it has.
   */
  keysBeforeOpen: KeyboardEvent[];
  sealedLargest: SealedLargest;
  /** Frees the pictures fetched at their own size. */
  release: () => void;
  /**
   * Whether it covers what it opened over: from once it has grown over it until it starts to
   * close (what lies beneath then goes out of reach, and comes back).
   */
  onCovering: (covering: boolean) => void;
  /** Each picture shown: its caption, and how to close the viewer. */
  onShown: (caption: string, close: () => void) => void;
  /** Closed and gone: the layer it was leaves the stack, which gives focus back to `opener`. */
  onClosed: () => void;
}

/** The modal layer a control is in (Present mode's deck), or null on the page. */
const layerOf = (element: Element) => element.closest<HTMLElement>('dialog[open]');

/** The pictures of the opener's layer (the page, or the deck), in the order a reader meets them. */
const inReadingOrder = (pictures: readonly ViewerPicture[], opener: HTMLElement) =>
  pictures
    .filter((picture) => picture.opener.isConnected && layerOf(picture.opener) === layerOf(opener))
    .sort((a, b) =>
      a.opener.compareDocumentPosition(b.opener) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );

/**
 * A public picture at its own size: a raster's widest variant in the format the page chose
 * (`shown`, its current URL), or the file itself.
 */
function publicLargest(image: Image, shown: string | undefined): string {
  const built = images[image.src];
  if (!built) return inPictureScheme(image.src);
  const path = shown && new URL(shown, location.href).pathname;
  const source = built.sources.find(({ variants }) => variants.some(({ url }) => url === path));
  return source?.variants.at(-1)?.url ?? built.src ?? image.src;
}

/** A picture's caption on the page (a figure's), or else its alt text. */
const captionOf = ({ image, opener }: ViewerPicture) =>
  opener.closest('figure')?.querySelector('figcaption')?.textContent || image.alt;

/**
 * A viewer token as CSS has it now (the tuner's, and reduced motion's zero), resolved: PhotoSwipe
 * writes its transitions inline, where a `var()` would leave them not running.
 */
const viewerToken = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(variable('viewer', name)).trim();

/** What the page shows of a picture now: its decoded copy, once one is (not the empty box). */
const shownOn = (opener: HTMLElement) => {
  const img = opener.querySelector('img');
  return img?.complete && img.naturalWidth > 0 && !img.currentSrc.startsWith('data:')
    ? img
    : undefined;
};

/**
 * A picture's slide: the page's copy at first, sized so zoom 1 is its ceiling. A clip's poster is
 * its clip's slide (`playClips`).
 */
function slideOf({ image, opener, clip }: ViewerPicture): SlideData {
  const img = shownOn(opener);
  // The `<img>` carries the source's own size (a raster's file, an SVG's content size).
  const box = opener.querySelector('img');
  const width = Number(box?.getAttribute('width')) || image.width || 1;
  const height = Number(box?.getAttribute('height')) || image.height || 1;
  const ceiling = /\.svg$/i.test(new URL(image.src, location.href).pathname) ? VECTOR_ZOOM : 1;
  return {
    src: img?.currentSrc,
    msrc: img?.currentSrc,
    width: width * ceiling,
    height: height * ceiling,
    alt: image.alt,
    element: opener,
    ...(clip && { type: CLIP_SLIDE }),
  };
}

/**
 * Opens the study's pictures full screen at the one `opener` opens, grown out of it: pinch,
 * double-tap, wheel and keys zoom, up to a raster's own pixels (three times an SVG); drag and the
 * arrow keys pan a zoomed picture, swipes and ←/→ move between pictures. Each picture shown is
 * fetched at its own size and swapped in once it loads, the page's copy standing in meanwhile.
 * Escape resets a zoom, then closes, as do Back, the close button, the backdrop and a swipe down.
 * Its keys come from the layer stack, the viewer being the top layer: it returns what to do with
 * each (PhotoSwipe's own keys are off).
 */
export async function openViewer(
  options: ViewerOptions,
): Promise<(event: KeyboardEvent) => boolean> {
  const { opener, study, sealedLargest, release, keysBeforeOpen, onCovering, onShown, onClosed } =
    options;
  viewerStyles();
  const pictures = inReadingOrder(options.pictures, opener);
  const slides = pictures.map(slideOf);
  const largest = ({ image, opener: shown }: ViewerPicture) =>
    sealedLargest(image.src)?.then((url) =>
      image.src.endsWith('.svg') ? inPictureScheme(url) : url,
    ) ?? Promise.resolve(publicLargest(image, shown.querySelector('img')?.currentSrc));
  const duration = parseFloat(viewerToken('duration')) * 1000;
  let lastClick = -Infinity;
  const notes = new Map<number, string>();
  const openedAt = Math.max(
    0,
    pictures.findIndex((picture) => picture.opener === opener),
  );
  const pswp = new PhotoSwipe({
    dataSource: slides,
    index: openedAt,
    // Inside the deck's modal layer, which leaves whatever lies outside it out of reach, and
    // over a full-screen page, which hides it.
    appendToEl:
      layerOf(opener) ?? (document.fullscreenElement as HTMLElement | null) ?? document.body,
    // With reduced motion the duration is zero: it opens and closes at once.
    showHideAnimationType: 'zoom',
    showAnimationDuration: duration,
    hideAnimationDuration: duration,
    easing: viewerToken('ease'),
    maxZoomLevel: 1,
    wheelToZoom: true,
    imageClickAction: (point, event) => {
      if (event.timeStamp - lastClick < DOUBLE_CLICK_MS) {
        pswp.currSlide?.toggleZoom(point);
        lastClick = -Infinity;
      } else lastClick = event.timeStamp;
    },
    closeOnVerticalDrag: true,
    returnFocus: false,
    bgOpacity: 0.94,
    // Room for the counter and buttons above, the caption below, the arrows beside.
    paddingFn: ({ x }) =>
      x < WIDE
        ? { top: 48, bottom: 64, left: 0, right: 0 }
        : { top: 64, bottom: 80, left: 72, right: 72 },
    indexIndicatorSep: ' / ',
    closeTitle: copy.close,
    zoomTitle: copy.zoom,
    arrowPrevTitle: copy.previous,
    arrowNextTitle: copy.next,
    errorMsg: copy.failed,
    mainClass: 'site-viewer',
  });

  // It grows out of the picture that opened it and shrinks back into that one; it fades where the
  // picture shown is another (the page is not scrolled to it: the reader is put back where they
  // were), or not on screen (a slide not shown). PhotoSwipe fades where it has no bounds to grow
  // from, though its types say a filter always gives some.
  pswp.addFilter(
    'thumbBounds',
    (bounds, _item, index) =>
      (pictures[index]?.opener === opener && bounds && bounds.w > 0 ? bounds : undefined)!,
  );

  // While the viewer grows PhotoSwipe ignores a close (Back or the close button): a close asked
  // for then happens once it has grown, and it says it is busy till then. What the reader asked by
  // key meanwhile is carried out then too. A slide refreshed meanwhile would stop the growing
  // halfway.
  let grown = false;
  const opened = new Promise((resolve) => pswp.on('openingAnimationEnd', resolve));
  const close = () => void (pswp.opener.isOpen ? pswp.close() : opened.then(() => pswp.close()));
  void opened.then(() => {
    grown = true;
    pswp.element?.removeAttribute('aria-busy');
    if (!pswp.isDestroying) onCovering(true);
    for (const key of keysBeforeOpen.splice(0)) {
      const command = viewerCommandForKey(key);
      if (command) carryOut(command);
    }
  });
  const fetched = new Set<number>();
  const showLargest = (index: number) => {
    const picture = pictures[index];
    // A clip's slide shows its clip, the poster only until it plays.
    if (!picture || picture.clip || fetched.has(index)) return;
    fetched.add(index);
    Promise.all([largest(picture), opened]).then(
      ([url]) => {
        if (pswp.isDestroying) return;
        const slide = slides[index]!;
        if (slide.src === url) return;
        slide.src = url;
        slide.msrc ??= url;
        // The larger copy only sharpens the picture: a reader who zoomed meanwhile stays where
        // they were (PhotoSwipe's refresh makes a new slide, at its fit).
        const shown = pswp.currIndex === index ? pswp.currSlide : undefined;
        const zoomed = shown &&
          shown.currZoomLevel > shown.zoomLevels.fit && {
            level: shown.currZoomLevel,
            ...shown.pan,
          };
        pswp.refreshSlideContent(index);
        if (zoomed && pswp.currSlide) {
          pswp.currSlide.zoomTo(zoomed.level);
          pswp.currSlide.panTo(zoomed.x, zoomed.y);
        }
      },
      () => {
        // Tried again when the picture is shown again.
        fetched.delete(index);
        notes.set(index, slides[index]!.src ? copy.largerFailed : copy.failed);
        updates.forEach((update) => update());
      },
    );
  };

  /** The caption, note and announcement, redrawn for the picture shown. */
  const updates: (() => void)[] = [];

  pswp.on('uiRegister', () => {
    // The close button closes as Back does: once grown, when pressed as the viewer grows. The
    // counter ('2 / 7') is for the eye: a screen reader hears the announcement below, once.
    pswp.ui!.uiElementsData = pswp.ui!.uiElementsData.map((data) =>
      data.name === 'close'
        ? { ...data, onClick: close }
        : data.name === 'counter'
          ? {
              ...data,
              onInit: (element, viewer) => {
                data.onInit?.(element, viewer);
                element.setAttribute('aria-hidden', 'true');
              },
            }
          : data,
    );
    const text = (
      name: string,
      update: (element: HTMLElement) => void,
      attributes: Record<string, string> = {},
    ) =>
      pswp.ui!.registerElement({
        name,
        appendTo: 'root',
        onInit: (element) => {
          for (const [attribute, value] of Object.entries(attributes))
            element.setAttribute(attribute, value);
          updates.push(() => update(element));
          // Written once the viewer is on the page (a live region's first words are heard only
          // as a change to it), then for each picture shown.
          pswp.on('afterInit', () => update(element));
          pswp.on('change', () => update(element));
        },
      });
    // For the eye too: the announcement names the picture.
    // Written only when it changes: each write to a live region is heard as a new announcement.
    const write = (element: HTMLElement, text: string) => {
      if (element.textContent !== text) element.textContent = text;
    };
    text(
      'caption',
      (element) => {
        const picture = pictures[pswp.currIndex];
        write(element, picture ? captionOf(picture) : '');
      },
      { 'aria-hidden': 'true' },
    );
    text('note', (element) => {
      write(element, notes.get(pswp.currIndex) ?? '');
      if (element.hidden !== !notes.has(pswp.currIndex)) element.hidden = !element.hidden;
    });
    text(
      'announcement',
      (element) => {
        const picture = pictures[pswp.currIndex];
        if (picture)
          write(element, copy.announce(pswp.currIndex + 1, pictures.length, picture.image.alt));
      },
      { role: 'status' },
    );
  });

  playClips(pswp, pictures, openedAt, (index, note) => {
    if (note) notes.set(index, note);
    else notes.delete(index);
    updates.forEach((update) => update());
  });

  /** A command from a key, on the picture shown. */
  function carryOut(command: ViewerCommand) {
    const slide = pswp.currSlide;
    const zoom = (level: number) =>
      slide?.zoomTo(Math.min(Math.max(level, slide.zoomLevels.fit), slide.zoomLevels.max));
    switch (command) {
      case 'next':
        return pswp.next();
      case 'previous':
        return pswp.prev();
      case 'close':
        return close();
      case 'zoomIn':
        return slide && zoom(slide.currZoomLevel * ZOOM_STEP);
      case 'zoomOut':
        return slide && zoom(slide.currZoomLevel / ZOOM_STEP);
      case 'fit':
        return slide && zoom(slide.zoomLevels.fit);
    }
  }

  /** A key, from the layer stack: true when the viewer took it. */
  function onKey(key: KeyboardEvent) {
    const command = viewerCommandForKey(key);
    if (!grown) {
      if (command) keysBeforeOpen.push(key);
      return !!command;
    }
    const slide = pswp.currSlide;
    if (!slide || key.altKey || key.ctrlKey || key.metaKey) return false;
    const zoomed = slide.currZoomLevel > slide.zoomLevels.fit;
    if (zoomed && key.key.startsWith('Arrow')) {
      // While zoomed the arrows pan, as they would a map; ←/→ move between pictures otherwise.
      const axis = key.key === 'ArrowLeft' || key.key === 'ArrowRight' ? 'x' : 'y';
      const forward = key.key === 'ArrowRight' || key.key === 'ArrowDown';
      slide.pan[axis] += forward ? -PAN_STEP : PAN_STEP;
      slide.panTo(slide.pan.x, slide.pan.y);
      return true;
    }
    // Escape on a zoomed picture resets the zoom; the next one closes.
    if (command) carryOut(command === 'close' && zoomed ? 'fit' : command);
    return !!command;
  }
  // PhotoSwipe's own keys are off: the stack gives them to `onKey`.
  pswp.on('keydown', (event) => event.preventDefault());

  pswp.on('afterInit', () => {
    // The viewer's own root: a modal dialog named for the study, focused from the start so its
    // keys are the viewer's while it grows.
    pswp.element!.setAttribute('aria-modal', 'true');
    pswp.element!.setAttribute('aria-label', copy.dialog(study));
    pswp.element!.setAttribute('aria-busy', 'true');
    pswp.element!.focus({ preventScroll: true });
    showLargest(pswp.currIndex);
  });
  const shown = () => onShown(captionOf(pictures[pswp.currIndex]!), close);
  pswp.on('change', () => {
    showLargest(pswp.currIndex);
    shown();
  });

  const leaveHistory = await enterViewerHistory(close);
  pswp.on('close', () => {
    leaveHistory();
    onCovering(false);
  });
  pswp.on('destroy', () => {
    release();
    onClosed();
  });

  pswp.init();
  shown();
  return onKey;
}
