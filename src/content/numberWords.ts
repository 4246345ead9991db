// Counts written out in prose ("eighteen years, five companies"), so that copy derived from the
// owner's facts reads as if written.

const ONES = (
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen ' +
  'fifteen sixteen seventeen eighteen nineteen'
).split(' ');
const TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/**
 * A whole number from 0 to 99 in words ("eighteen", "twenty-five"), capitalised to start a
 * sentence; any other number in digits.
 */
export function numberWord(count: number, { capital = false } = {}): string {
  const valid = Number.isInteger(count) && count >= 0 && count < 100;
  const unit = count % 10;
  const word = !valid
    ? String(count)
    : count < ONES.length
      ? ONES[count]!
      : `${TENS[Math.floor(count / 10)]}${unit ? `-${ONES[unit]}` : ''}`;
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** A count of things in words, the noun agreeing with it: "one company", "five companies". */
export const countOf = (
  count: number,
  [one, many]: [singular: string, plural: string],
  options: { capital?: boolean } = {},
) => `${numberWord(count, options)} ${count === 1 ? one : many}`;
