import { domAnimation, LazyMotion, m, type MotionValue } from 'framer-motion';

// Deferred chunk: animation features for LazyMotion, and what a counter counts with.
export { domAnimation, animate, motionValue } from 'framer-motion';

/**
 * A counter's live text, hidden from assistive tech: a motion value framer-motion draws, with no
 * React render per frame. `start` is what it shows until it first counts.
 */
export function LiveText({
  text,
  className,
  start,
}: {
  text: MotionValue<string>;
  className: string;
  start: string | undefined;
}) {
  return (
    <LazyMotion features={domAnimation}>
      <m.span className={className} aria-hidden data-start={start}>
        {text}
      </m.span>
    </LazyMotion>
  );
}
