/**
 * Where a metric counter is, from what it knows:
 * - 'final': it shows its final text and never counts (a figure shown as written, reduced motion,
 *   or framer-motion's engine that failed to load);
 * - 'start': it waits at its start ('0%') until it first counts;
 * - 'counting': in view, not waiting, its live text drawn by the engine: it counts up;
 * - 'counted': it has counted, and waits again or is out of view: it keeps its final text.
 */
export type CounterPhase = 'final' | 'start' | 'counting' | 'counted';

export interface CounterState {
  /** The figure counts (see `countedFigure`). */
  counts: boolean;
  /** framer-motion's engine: not in yet (or not asked for), in, or failed to load. */
  engine: 'pending' | 'in' | 'failed';
  /** Its live text is made, which the engine draws (from the render after the engine is in). */
  liveText: boolean;
  /** The reader prefers reduced motion (known once the engine is in, after hydrating). */
  reduced: boolean;
  inView: boolean;
  /** A scroll story's figure not drawn at the step shown: it waits. */
  waiting: boolean;
  /** It has counted before. */
  counted: boolean;
}

export function counterPhase(state: CounterState): CounterPhase {
  const { counts, engine, liveText, reduced, inView, waiting, counted } = state;
  // Until the engine is in, it renders as the server did, which cannot know the reader's settings.
  if (!counts || engine === 'failed' || (engine === 'in' && reduced)) return 'final';
  if (liveText && inView && !waiting) return 'counting';
  return counted ? 'counted' : 'start';
}
