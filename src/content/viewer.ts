/** The accessible name of a picture on the page that opens in the viewer. */
export const openPicture = (alt: string) => `Open picture: ${alt}`;

/** The picture viewer: a study's pictures opened full screen, to zoom into and page through. */
export const viewer = {
  dialog: (study: string) => `Pictures from ${study}`,
  counter: (picture: number, total: number) => `${picture} / ${total}`,
  announce: (picture: number, total: number, alt: string) =>
    `Picture ${picture} of ${total}: ${alt}`,
  close: 'Close (Esc)',
  zoom: 'Zoom in or out (+, −, 0)',
  previous: 'Previous picture (←)',
  next: 'Next picture (→)',
  /** The larger copy failed; the page's copy stays. */
  largerFailed: 'The full-size picture could not load; this is the page’s copy.',
  /** Neither copy could be shown. */
  failed: 'This picture could not load. Check the connection and open it again.',
  /** Code that failed to load, on the opener's first use. */
  loadFailed: 'The picture viewer could not load. Reload the page to try again.',
};
