import type { Shares, TimelineEntry } from './types';

/** Clamps the two shares to 0–100 with a sum of at most 100; hands-on only means 100 / 0. */
export function resolveShares(
  entry: Pick<TimelineEntry, 'handsOnPercentage' | 'managementPercentage' | 'isHandsOnOnly'>,
): Shares {
  if (entry.isHandsOnOnly) return { handsOn: 100, management: 0 };
  const clamp = (value: number) => Math.min(Math.max(Math.round(value), 0), 100);
  const handsOn = clamp(entry.handsOnPercentage);
  return { handsOn, management: Math.min(clamp(entry.managementPercentage), 100 - handsOn) };
}
