import { owner } from '../content/owner';

/**
 * The page's address as its printed pages show it in their margins: a custom property on the
 * root, which the page's margin boxes read (`printPage.ts`); set again on every navigation.
 */
export const PAGE_ADDRESS = '--page-address';
/** The site's own address, for what paper writes before the path of a link to one of its pages. */
export const SITE_ADDRESS = '--site-address';

export const siteAddress = () => JSON.stringify(owner.siteUrl.replace(/^https?:\/\//, ''));

/** A page's address, given its canonical URL. */
export const pageAddress = (canonical: string) =>
  JSON.stringify(canonical.replace(/^https?:\/\//, ''));
