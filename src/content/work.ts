/** The All work page's copy: every case study, by employer. */
export const work = {
  eyebrow: 'Case studies',
  heading: 'All work',
  lede: 'Every case study, by employer: the product, the year and what changed, each from research to results. They are password protected: ask me for the password, or use the one in my application.',
  lockedHint: 'Password protected',
};
