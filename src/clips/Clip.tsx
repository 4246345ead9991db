import { Suspense, use, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { lazyComponent } from '../app/lazyComponent';
import { clips as copy } from '../content/clips';
import { clipLength } from '../content/clipLength';
import { posterOf } from '../content/clipPoster';
import type { ClipSection } from '../content/types';
import { owner } from '../content/owner';
import { SiteImage, useSealedImages } from '../components/SiteImage';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion';
import { PresentationContext } from '../slides/presentation';
import { paperOnly, screenOnly } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { figureSlot } from '../styles/slots/figure';
import type { ViewerClip } from '../viewer/viewerPictures';
import type { ClipPlaybackProps } from './ClipPlayback';

/** The clip's section (or a story's figure): the clip, and what calls it (its heading, label or
 * else its caption). */
export interface ClipProps extends Pick<ClipSection, 'clip' | 'heading' | 'label' | 'caption'> {
  /** Its section's anchor, for the address printed under it. */
  anchor: string;
  /**
   * In a story, the second the step in view shows (null: the final frame, its poster); undefined
   * for a clip of its own.
   */
  at?: number | null;
}

/**
 * A clip is reached when it comes this near the screen (a screen away): its player's code loads
 * then, in time to be there before the clip shows.
 */
const REACH = '100% 0px';

/** What plays the clip: loaded on the first reach for a clip, never with the study. */
const LazyPlayback = lazyComponent<ClipPlaybackProps>(() =>
  import('./ClipPlayback').catch(() => ({ default: PlaybackMissing })),
);

/**
 * A study's clip where a figure stands: its poster, holding the clip's place, and on paper the
 * clip's length and where to watch it. The code that plays it (`ClipPlayback`) comes on the first
 * reach for it (near the screen, or presented) and plays it in this place over the poster, which
 * stays as it is; the viewer plays it from its poster as it would a picture (`inViewer`), loading
 * what fetches it then.
 */
export default function Clip({ clip, heading, label, caption, anchor, at }: ClipProps) {
  const name = heading ?? label ?? caption;
  const sealed = useSealedImages();
  const built = sealed?.clips[clip.src];
  const presentation = use(PresentationContext);
  const reduced = usePrefersReducedMotion();
  const loop = clip.play === 'loop';
  const described = useId();
  const stage = useRef<HTMLDivElement>(null);
  const { ref: nearRef, inView: near } = useInView({ rootMargin: REACH, triggerOnce: true });
  const placed = useCallback(
    (element: HTMLDivElement | null) => {
      stage.current = element;
      nearRef(element);
    },
    [nearRef],
  );
  // What the player says under the clip (its loading, a failure).
  const [said, setSaid] = useState('');

  const poster = useMemo(() => posterOf(clip), [clip]);
  // The viewer plays it in its poster's place, as the page would.
  const inViewer = useMemo<ViewerClip | undefined>(
    () =>
      built &&
      sealed && {
        name,
        loop,
        autoplays: loop && !reduced,
        captioned: !!built.captions,
        length: clipLength(built.duration),
        hold: (...args) =>
          import('./loadClip').then(({ loadClip }) => loadClip(built, sealed.openFile, ...args)),
      },
    [built, sealed, name, loop, reduced],
  );

  if (!built || !sealed) return <SiteImage image={poster} slot={figureSlot} />;

  const length = clipLength(built.duration);
  // A presented slide arrives without a scroll: the deck's clips are reached as it opens.
  const reached = near || presentation !== null;
  const address = `${owner.siteUrl.replace(/^https?:\/\//, '')}${location.pathname}#${anchor}`;
  return (
    <>
      <StyledStage
        ref={placed}
        style={{ aspectRatio: `${built.width} / ${built.height}` }}
        data-clip={clip.play}
      >
        {sealed.show({ image: poster, slot: figureSlot, clip: inViewer })}
        {reached && (
          <Suspense>
            <LazyPlayback
              clip={clip}
              built={built}
              openFile={sealed.openFile}
              name={name}
              length={length}
              anchor={anchor}
              at={at}
              stage={stage}
              described={described}
              onSaid={setSaid}
            />
          </Suspense>
        )}
      </StyledStage>
      <p id={described} className="visually-hidden">
        {`${copy.length(length)}. ${clip.description}`}
      </p>
      <StyledStatus role="status">{said}</StyledStatus>
      <StyledPrinted>{copy.printed(length, address)}</StyledPrinted>
    </>
  );
}

/** In the player's place when its code cannot come: the poster stays, and the visitor is told. */
function PlaybackMissing({ onSaid }: ClipPlaybackProps) {
  useEffect(() => onSaid(copy.missing), [onSaid]);
  return null;
}

const StyledStage = styled('div', {
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: '$2',
  backgroundColor: '$surfaceSunken',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  // The poster's control, which opens the clip in the viewer, keeps its ring over the video.
  '&:has(> [aria-haspopup]:focus-visible)::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    outline: '2px solid $focus',
    outlineOffset: '-2px',
    pointerEvents: 'none',
  },
});

const StyledStatus = styled('p', screenOnly, {
  fontSize: '$2',
  color: '$textMuted',
  '&:empty': { display: 'none' },
});

const StyledPrinted = styled('p', paperOnly, { fontSize: '$2', color: '$textMuted' });
