import { owner } from '../content/owner';
import { canonicalUrl } from '../content/site';

/**
 * The page's address as its printed pages show it in their margins: a custom property on the
 * root, which the page's margin boxes read (`printPage.ts`); set again on every navigation.
 */
export const PAGE_ADDRESS = '--page-address';
/** The site's own address, for what paper writes before the path of a link to one of its pages. */
export const SITE_ADDRESS = '--site-address';

export const siteAddress = () => JSON.stringify(owner.siteUrl.replace(/^https?:\/\//, ''));

export const pageAddress = (pathname: string) =>
  JSON.stringify(canonicalUrl(pathname).replace(/^https?:\/\//, ''));
