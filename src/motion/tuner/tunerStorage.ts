import { motionTokens, type MotionTokens } from '../tokens';

/** What the dev tuner keeps across reloads: tuned tokens, the reduced-motion preview, visibility. */
export interface TunerState {
  tokens: MotionTokens;
  reducedMotion: boolean;
  hidden: boolean;
}

const KEY = 'motion-tuner';

const sameShape = (value: unknown, fallback: unknown) =>
  Array.isArray(fallback)
    ? Array.isArray(value) &&
      value.length === fallback.length &&
      value.every((point) => typeof point === 'number' && Number.isFinite(point))
    : typeof value === 'number' && Number.isFinite(value);

/** The defaults, with each stored value that still names a token of the same shape. */
function mergeTokens(stored: unknown): MotionTokens {
  const saved = (stored ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return Object.fromEntries(
    Object.entries(motionTokens).map(([group, values]) => [
      group,
      Object.fromEntries(
        Object.entries(values).map(([name, fallback]) => {
          const value = saved[group]?.[name];
          return [name, sameShape(value, fallback) ? value : fallback];
        }),
      ),
    ]),
  ) as MotionTokens;
}

/** The stored state; the defaults when there is none, it is unreadable, or storage throws. */
export function loadTunerState(storage: Pick<Storage, 'getItem'>): TunerState {
  try {
    const stored = JSON.parse(storage.getItem(KEY) ?? '{}') as Partial<
      Record<keyof TunerState, unknown>
    >;
    return {
      tokens: mergeTokens(stored.tokens),
      reducedMotion: stored.reducedMotion === true,
      hidden: stored.hidden === true,
    };
  } catch {
    return { tokens: motionTokens, reducedMotion: false, hidden: false };
  }
}

/** Keeps the state for the next reload; a full or blocked storage only loses that. */
export function saveTunerState(storage: Pick<Storage, 'setItem'>, state: TunerState) {
  try {
    storage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Tuning still works for this page; it just will not survive a reload.
  }
}
