/** The navigator beside (desktop) or above (phone) an open case study. */
export const sectionNavigator = {
  label: (study: string) => `Sections of ${study}`,
  title: 'Sections',
  /** Where the reader is, in the phone's slim bar. */
  position: (current: number, total: number) => `${current} of ${total}`,
  /** Above the first section, while the study's opening is read: what the study holds. */
  opening: 'Overview',
  count: (total: number) => `${total} sections`,
};
