import { useEffect, useRef, type RefObject } from 'react';

/** Stops the clip at `second`, drawn there. */
function holdAt(video: HTMLVideoElement, second: number) {
  video.pause();
  video.currentTime = second;
}

/**
 * Shows a held clip at a story step's second (`at`; null or undefined: nothing to show). Moving on
 * to a later step it plays there, the motion between the two steps; any other move (back up, or
 * the first second it shows) it jumps. `held` is the clip's files: held anew, it starts again.
 */
export function useClipMoment(
  video: RefObject<HTMLVideoElement | null>,
  held: object | null,
  at: number | null | undefined,
) {
  const shown = useRef<{ held: object; at: number } | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || !held || at === null || at === undefined) return;
    const from = shown.current?.held === held ? shown.current.at : null;
    shown.current = { held, at };
    if (from === null || at <= from) return holdAt(element, at);
    let frame = 0;
    const stopThere = () => {
      if (element.currentTime >= at) holdAt(element, at);
      else frame = requestAnimationFrame(stopThere);
    };
    element.play().then(
      () => (frame = requestAnimationFrame(stopThere)),
      () => holdAt(element, at),
    );
    return () => cancelAnimationFrame(frame);
  }, [video, held, at]);
}
