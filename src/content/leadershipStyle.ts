/**
 * The owner's leadership style in three words-worth: the titles of the leadership page's My Style
 * cards, and the three lines the home page's résumé prints. A module of its own, so the home page
 * carries these titles without the leadership page's content.
 */
export const leadershipStyle = {
  strategic: 'Strategic and hands-on',
  empathetic: 'Empathetic and culture-oriented',
  calm: 'Calm and decisive',
} as const;
