/** What the study charts say beside their figures. */
export const charts = {
  /** A funnel step's share of the step before it. */
  funnelRate: (percent: number) => `${percent}% of the step before`,
};
