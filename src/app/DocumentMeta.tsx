import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { canonicalUrl, knownPage } from './knownPages';
import { PAGE_ADDRESS, pageAddress } from './pageAddress';
import { loadStudy } from './publicStudies';

/**
 * Keeps the title, the prerendered head tags and the address in the printed page's margins in
 * step with client-side navigation. A study's title comes with the study; if that (or the code
 * that writes the head) fails to load, the page says so, and the head stays as it was.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  // The path whose head the document has: at first, the one it was prerendered with.
  const written = useRef(pathname);

  useEffect(() => {
    const canonical = canonicalUrl(pathname);
    document.documentElement.style.setProperty(PAGE_ADDRESS, pageAddress(canonical));
    if (written.current === pathname) return;
    written.current = pathname;
    let current = true;
    const facts = { page: knownPage(pathname), canonical, loadStudy };
    import('./headUpdate')
      .then(({ updateHead }) => updateHead(facts, () => current))
      .catch(() => undefined);
    return () => void (current = false);
  }, [pathname]);

  return null;
}
