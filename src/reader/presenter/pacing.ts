/** Within this of the plan, the talk is on pace. */
const SLACK_MS = 30_000;

export type Pace = { kind: 'on' } | { kind: 'ahead' | 'behind'; minutes: number };

/**
 * How the talk is going against its planned length: the time the slides before this one were
 * planned to take (each an equal share of the talk), against the time taken.
 */
export function paceOf(elapsedMs: number, talkMinutes: number, index: number, total: number): Pace {
  const planned = (talkMinutes * 60_000 * index) / total;
  const gap = planned - elapsedMs;
  if (Math.abs(gap) <= SLACK_MS) return { kind: 'on' };
  return {
    kind: gap > 0 ? 'ahead' : 'behind',
    minutes: Math.max(1, Math.round(Math.abs(gap) / 60_000)),
  };
}

/** A stretch of time as a clock shows it: `4:05`, `1:02:09`. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const parts = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const [hours, minutes, rest] = parts;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours ? `${hours}:${pad(minutes!)}:${pad(rest!)}` : `${minutes}:${pad(rest!)}`;
}
