/** The copy-link control beside each case-study section heading. */
export const sectionLinks = {
  label: (heading: string) => `Copy a link to “${heading}”`,
  copied: 'Link copied',
  failed: 'Copying is blocked here. The link:',
};
