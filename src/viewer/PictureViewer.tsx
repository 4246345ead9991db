import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  SealedImageContext,
  SiteImage,
  useSealedImages,
  type SealedImages,
} from '../components/SiteImage';
import type { Image } from '../content/types';
import type { ViewerClip } from './viewerPictures';
import { openPicture, viewer as copy } from '../content/viewer';
import { cssTransition } from '../motion/cssMotion';
import { screenOnly } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { useLayer } from '../layers/useLayer';
import { useStudyDispatch, useStudyState } from '../reader/study/StudyState';
import { everySectionDrawn } from '../reader/study/studyMachine';

/** The viewer's code, PhotoSwipe with it: loaded on the first sign a reader will open a picture. */
const loadViewer = () => import('./openViewer');

/** What each picture's control asks of the viewer. */
interface PictureViewer {
  /** Opens the viewer at the picture `opener` opens. */
  open: (opener: HTMLElement) => void;
  /** Starts loading the viewer's code (a pointer over a picture, or focus on it). */
  prepare: () => void;
}

/** A picture open in the viewer: its caption, and how to close it. */
interface OpenPicture {
  caption: string;
  close: () => void;
}

const OpenPictureContext = createContext<OpenPicture | null>(null);

/** The picture open in the study's viewer, if one is (a presented deck tells its presenter). */
export const useOpenPicture = () => use(OpenPictureContext);

/**
 * The full-screen viewer of one opened study's pictures. It layers over the way the study shows
 * them (the gate's sealed pictures, or public files): every picture inside becomes a control that
 * opens it, so the sections showing them need nothing of it. Its code loads on the first hover,
 * focus or click on a picture, never with the page; code that fails to load says so. It pages
 * through the pictures the page draws, as the study's state has them: a picture asked for while
 * the study is still putting its sections on the page opens once every one is there, with what
 * each draws (a part whose code failed may draw fewer pictures than its content names).
 */
export function PictureViewerProvider({ study, children }: { study: string; children: ReactNode }) {
  const sealed = useSealedImages();
  const state = useStudyState();
  const allDrawn = everySectionDrawn(state);
  const { pictures } = state;
  const [failed, setFailed] = useState(false);
  // The picture asked for, from the press until the viewer is gone (or could not come): the
  // viewer's layer on the stack, with the keys pressed before it could take them.
  const [request, setRequest] = useState<{
    opener: HTMLElement;
    keysBeforeOpen: KeyboardEvent[];
  } | null>(null);
  const keys = useRef<((event: KeyboardEvent) => boolean) | null>(null);
  const [open, setOpen] = useState<OpenPicture | null>(null);
  // It covers the page once it has grown over it, as PhotoSwipe says: until then the press that
  // opened it is not kept waiting by the page going out of reach.
  const [covering, setCovering] = useState(false);
  useLayer(
    useId(),
    request !== null,
    { modal: true, covers: covering ? 'page' : null },
    {
      onKey: (event) => {
        if (keys.current) return keys.current(event);
        // On its way: every key is kept for it (Tab aside), Escape too, which closes it once it
        // has opened; what it has no command for it drops then.
        if (event.key === 'Tab') return false;
        request?.keysBeforeOpen.push(event);
        return true;
      },
      opener: () => request?.opener ?? null,
    },
  );

  const viewer = useMemo<PictureViewer>(
    () => ({
      open: (opener) => setRequest((was) => was ?? { opener, keysBeforeOpen: [] }),
      prepare: () => void loadViewer().catch(() => undefined),
    }),
    [],
  );

  // Opened once every section is drawn, on the pictures the page draws then.
  const [started, setStarted] = useState<typeof request>(null);
  useEffect(() => {
    if (!request || !allDrawn || started === request) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStarted(request);
    const { opener, keysBeforeOpen } = request;
    keys.current = null;
    let here = true;
    const gone = () => {
      here = false;
      keys.current = null;
      setCovering(false);
      setOpen(null);
      setRequest(null);
    };
    loadViewer()
      .then(({ openViewer }) =>
        openViewer({
          pictures,
          opener,
          study,
          keysBeforeOpen,
          sealedLargest: (src) => sealed?.largest(src) ?? null,
          release: () => sealed?.releaseLargest(),
          onCovering: setCovering,
          onShown: (caption, close) => setOpen({ caption, close }),
          onClosed: gone,
        }),
      )
      .then(
        (onKey) => {
          if (here) keys.current = onKey;
          setFailed(false);
        },
        () => {
          gone();
          setFailed(true);
        },
      );
  }, [request, started, allDrawn, pictures, study, sealed]);

  const viewable = useMemo<SealedImages>(
    () => ({
      largest: (src) => sealed?.largest(src) ?? null,
      releaseLargest: () => sealed?.releaseLargest(),
      clips: sealed?.clips ?? {},
      openFile: sealed?.openFile ?? (() => Promise.reject(new Error('no sealed files here'))),
      // The picture as the study would show it, inside its control.
      show: ({ clip, ...props }) => (
        <ViewablePicture viewer={viewer} image={props.image} clip={clip}>
          <SealedImageContext.Provider value={sealed}>
            <SiteImage {...props} />
          </SealedImageContext.Provider>
        </ViewablePicture>
      ),
    }),
    [viewer, sealed],
  );

  return (
    <SealedImageContext.Provider value={viewable}>
      <OpenPictureContext value={open}>{children}</OpenPictureContext>
      <StyledAlert role="alert">{failed && copy.loadFailed}</StyledAlert>
    </SealedImageContext.Provider>
  );
}

const StyledAlert = styled('p', {
  position: 'fixed',
  insetInline: '$4',
  bottom: '$4',
  zIndex: 10,
  marginInline: 'auto',
  maxWidth: '$measure',
  padding: '$3 $4',
  borderRadius: '$2',
  backgroundColor: '$text',
  color: '$canvas',
  fontSize: '$3',
  '&:empty': { display: 'none' },
  '@print': { display: 'none' },
});

/**
 * A picture of the work as a control that opens it in the viewer (click, tap, Enter or Space),
 * named for what it shows, with a quiet cue on hover and focus.
 */
function ViewablePicture({
  viewer,
  image,
  clip,
  children,
}: {
  viewer: PictureViewer;
  image: Image;
  clip: ViewerClip | undefined;
  children: ReactNode;
}) {
  const dispatch = useStudyDispatch();
  // In the study's state while drawn: registered in the commit that draws it.
  const drawn = useCallback(
    (opener: HTMLButtonElement) => {
      const picture = { image, opener, clip };
      dispatch({ type: 'pictureDrawn', picture });
      return () => dispatch({ type: 'pictureGone', picture });
    },
    [dispatch, image, clip],
  );
  return (
    <StyledOpener
      ref={drawn}
      type="button"
      aria-label={openPicture(image.alt)}
      aria-haspopup="dialog"
      onClick={(event) => viewer.open(event.currentTarget)}
      onPointerEnter={viewer.prepare}
      onFocus={viewer.prepare}
    >
      {children}
      <StyledCue aria-hidden>
        <svg viewBox="0 0 16 16" width="16" height="16">
          <path d="M10 2h4v4M6 14H2v-4M14 2 9 7M2 14l5-5" />
        </svg>
      </StyledCue>
    </StyledOpener>
  );
}

const StyledCue = styled('span', {
  position: 'absolute',
  top: '$3',
  right: '$3',
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '$pill',
  backgroundColor: 'color-mix(in srgb, $text 72%, transparent)',
  color: '$canvas',
  opacity: 0,
  transform: 'scale(0.9)',
  transition: cssTransition('hover', ['opacity', 'transform']),
  pointerEvents: 'none',
  '& svg': { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round' },
  ...screenOnly,
});

const StyledOpener = styled('button', {
  all: 'unset',
  position: 'relative',
  display: 'block',
  width: '100%',
  borderRadius: '$2',
  cursor: 'zoom-in',
  [`&:focus-visible ${StyledCue}`]: { opacity: 1, transform: 'none' },
  '@hover': { [`&:hover ${StyledCue}`]: { opacity: 1, transform: 'none' } },
  // Drawn inside the picture, over it: the frames that round a picture's corners clip what lies
  // outside, on the page and on a slide.
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
  // The picture is what sizes the control, as it sized its frame without one.
  '& img': { display: 'block', width: '100%', height: 'auto' },
});
