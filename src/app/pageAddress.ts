import { canonicalUrl } from '../content/site';

/**
 * The page's address as its printed pages show it in their margins: a custom property on the
 * root, which the page's margin boxes read (`printPage.ts`); set again on every navigation.
 */
export const PAGE_ADDRESS = '--page-address';

export const pageAddress = (pathname: string) =>
  JSON.stringify(canonicalUrl(pathname).replace(/^https?:\/\//, ''));
