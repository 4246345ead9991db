/** Weeks in a month, for drawing month-long steps beside week-long ones. */
const WEEKS_PER_MONTH = 4.3;

/**
 * The length in weeks of a duration as written in a study ('2 weeks', '1.5 weeks', '1 month'),
 * so a schedule is drawn from the text it shows.
 */
export function durationInWeeks(duration: string): number {
  const match = /^(\d+(?:\.\d+)?) (week|month)s?$/.exec(duration);
  if (!match)
    throw new Error(`Unreadable duration "${duration}": write e.g. '2 weeks' or '1 month'`);
  const count = Number(match[1]);
  return match[2] === 'month' ? count * WEEKS_PER_MONTH : count;
}
