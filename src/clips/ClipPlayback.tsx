import { use, useEffect, useRef, useState, type RefObject } from 'react';
import { clips as copy } from '../content/clips';
import type { ClipSection } from '../content/types';
import type { SealedImages } from '../components/SiteImage';
import type { BuiltClip } from '../gate/sealedModules';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion';
import { presenterRole } from '../reader/presenter/presenterRole';
import { PresentationContext } from '../slides/presentation';
import { screenOnly } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { useAskedClipHeld, type HeldClip } from './heldClip';
import { clipButton, clipIcons } from './clipLook';
import { loadClip } from './loadClip';
import { useClipMoment } from './useClipMoment';
import { useUnderModal } from './useUnderModal';

/** What `Clip` hands the code that plays its clip, which plays it over its poster. */
export interface ClipPlaybackProps extends Pick<ClipSection, 'clip'> {
  built: BuiltClip;
  openFile: SealedImages['openFile'];
  /** What names it (its section's heading, label or caption). */
  name: string;
  /** How long it runs ('0:15'). */
  length: string;
  /** Its section's anchor: presented, its slide's. */
  anchor: string;
  /**
   * In a story, the second the step in view shows (null: the final frame, its poster); undefined
   * for a clip of its own.
   */
  at?: number | null;
  /** The clip's place on the page, its poster inside. */
  stage: RefObject<HTMLDivElement | null>;
  /** The id of what describes it. */
  described: string;
  /** Says a line under the clip (its loading, a failure), or nothing (''). */
  onSaid: (line: string) => void;
}

/** A loop starts to load when it comes this near the screen. */
const NEAR_SCREEN = '50% 0px';
/**
 * …and plays by itself while this much of it is on screen; once the visitor presses play, while any
 * of it is (a press on a loop half scrolled away would otherwise do nothing).
 */
const ON_SCREEN = 0.5;

type Status = 'poster' | 'loading' | 'ready' | 'failed';

/**
 * What plays a clip, over its poster in its place (`Clip`), until then the poster's alone.
 * A walkthrough waits for its play button and plays with controls and its captions on; a loop
 * plays by itself, muted, while on screen and only where the visitor allows motion, with a pause
 * button. Its sealed files are fetched and decrypted only then, and only one clip is held at a
 * time (`holdClip`). Presented, a clip plays as its slide arrives (muted, as nothing starts with
 * sound by itself) and pauses as the deck moves on; a presenter's previews play it muted. As a
 * story's figure it is silent and shown at the step's second (`at`, `useClipMoment`), loaded like
 * a loop.
 */
export default function ClipPlayback({
  clip,
  built,
  openFile,
  name,
  length,
  anchor,
  at,
  stage,
  described,
  onSaid,
}: ClipPlaybackProps) {
  const presentation = use(PresentationContext);
  const role = presenterRole();
  const reduced = usePrefersReducedMotion();
  const underModal = useUnderModal(presentation !== null);
  const loop = clip.play === 'loop';
  // A story's figure: silent, shown at its steps' seconds, its steps its only controls.
  const story = at !== undefined;
  const silent = loop || story;
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>('poster');
  const [files, setFiles] = useState<HeldClip | null>(null);
  const [near, setNear] = useState(false);
  // How much of it is on screen (0 to 1), as of the last of the thresholds it crossed.
  const [shown, setShown] = useState(0);
  // What the visitor asked for last: to play (a press) or to pause; null until they ask.
  const [asked, setAsked] = useState<'play' | 'pause' | null>(null);

  // Where it is on the page: a loop (and a story's clip) loads near the screen and plays on it.
  useEffect(() => {
    const element = stage.current;
    if (!element || !silent) return;
    const nearby = new IntersectionObserver(([entry]) => setNear(!!entry?.isIntersecting), {
      rootMargin: NEAR_SCREEN,
    });
    const onScreen = new IntersectionObserver(
      ([entry]) => setShown(entry?.isIntersecting ? entry.intersectionRatio : 0),
      { threshold: [0, ON_SCREEN] },
    );
    nearby.observe(element);
    onScreen.observe(element);
    return () => {
      nearby.disconnect();
      onScreen.disconnect();
    };
  }, [stage, silent]);

  // Presented, the slide on screen is the one place it plays; nothing beneath a modal layer does.
  const slideShown = !underModal && (!presentation || presentation.current?.id === anchor);
  const motionAllowed = !reduced && role !== 'next';
  const autoplays = presentation || story ? slideShown && motionAllowed : loop && motionAllowed;
  // One that would play by itself waits while a clip the visitor asked for holds the place.
  const askedHeld = useAskedClipHeld();
  const wanted =
    asked === 'play' ||
    (asked === null &&
      !askedHeld &&
      autoplays &&
      at !== null &&
      slideShown &&
      (presentation || near));
  // A loop on the page plays only while on screen; a walkthrough is the visitor's to stop; a
  // story's clip plays only from one step's second to the next's (`useClipMoment`).
  const onScreen = asked === 'play' ? shown > 0 : shown >= ON_SCREEN;
  const playing = !story && wanted && slideShown && (presentation !== null || !loop || onScreen);

  // Fetched and decrypted once wanted (a walkthrough's press, a loop near the screen), once: a
  // download in flight finishes whatever renders meanwhile, unless the player has gone.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  useEffect(() => {
    if (!wanted || status !== 'poster' || !video.current) return;
    setStatus('loading');
    const width = stage.current?.getBoundingClientRect().width ?? 0;
    // Another clip taking its place sends this one back to its poster, to load again when it is
    // wanted again.
    const backToPoster = () => {
      setFiles(null);
      setStatus('poster');
      setAsked(null);
    };
    loadClip(built, openFile, video.current, width, backToPoster, asked === 'play').then(
      (held) => {
        if (!mounted.current) return held?.release();
        setFiles(held);
        setStatus(held ? 'ready' : 'poster');
      },
      () => mounted.current && setStatus('failed'),
    );
  }, [wanted, built, openFile, stage, status, asked]);

  useClipMoment(video, files, at);

  // Freed when it leaves the page (the study closes, the deck closes).
  useEffect(() => () => files?.release(), [files]);

  useEffect(() => {
    const element = video.current;
    if (!element || !files) return;
    // A browser that refuses to play (no gesture it counts) leaves the controls to the visitor; a
    // play that a pause or a new source cut short is no refusal.
    if (playing)
      element.play().catch((error: DOMException) => {
        if (error.name === 'NotAllowedError') setAsked('pause');
      });
    else element.pause();
  }, [playing, files]);

  // Said only of a load the visitor asked for: one that starts by itself (a loop, a story's clip)
  // would push what follows down and back as it came and went.
  const line =
    status === 'loading' && asked === 'play'
      ? copy.loading
      : status === 'failed'
        ? copy.failed
        : '';
  useEffect(() => onSaid(line), [onSaid, line]);

  const muted = silent || role !== null || (presentation !== null && asked === null);
  const showVideo = files !== null;
  const press = () => {
    if (status === 'failed') setStatus('poster');
    setAsked(playing ? 'pause' : 'play');
  };
  return (
    <>
      <StyledVideo
        ref={video}
        src={files?.urls[0]}
        hidden={!showVideo}
        muted={muted}
        loop={loop && !story}
        playsInline
        controls={!silent && showVideo}
        preload="auto"
        aria-label={name}
        aria-describedby={described}
        data-status={status}
        data-playing={playing && showVideo ? '' : undefined}
      >
        {!silent && files?.urls[1] && (
          <track
            kind="captions"
            src={files.urls[1]}
            srcLang={copy.captions.language}
            label={copy.captions.label}
            default
            ref={showCaptions}
          />
        )}
      </StyledVideo>
      {!story && (loop || !showVideo) && (
        <StyledToggle
          type="button"
          data-corner={loop && showVideo ? '' : undefined}
          onClick={press}
          aria-label={playing && showVideo ? copy.pause(name) : copy.play(name)}
          aria-describedby={described}
          disabled={status === 'loading'}
        >
          <Icon shape={playing && showVideo ? clipIcons.pause : clipIcons.play} />
          {!showVideo && <span aria-hidden="true">{length}</span>}
        </StyledToggle>
      )}
    </>
  );
}

/**
 * Captions show from the start: WebKit leaves even a default track off unless the visitor's own
 * settings ask for captions. Once, as the track arrives: the visitor may turn them off.
 */
const showCaptions = (track: HTMLTrackElement | null) => {
  if (track) track.track.mode = 'showing';
};

const Icon = ({ shape }: { shape: string }) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d={shape} fill="currentColor" />
  </svg>
);

const StyledVideo = styled('video', screenOnly, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  backgroundColor: 'transparent',
  '&[hidden]': { display: 'none' },
  // Without controls of its own (a loop, a story's clip), a press on it is the poster's, which
  // opens the viewer.
  '&:not([controls])': { pointerEvents: 'none' },
});

const StyledToggle = styled('button', screenOnly, clipButton, {
  // A playing loop's pause button keeps to its corner, out of the way of what moves.
  '&[data-corner]': {
    left: '$3',
    top: 'auto',
    bottom: '$3',
    transform: 'none',
    paddingInline: '$3',
  },
});
