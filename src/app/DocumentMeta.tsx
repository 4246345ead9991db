import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { canonicalUrl, metaForPath } from '../content/site';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** Keeps the title and the prerendered head tags in step with client-side navigation. */
export function DocumentMeta() {
  const { pathname } = useLocation();

  useEffect(() => {
    const meta = metaForPath(pathname);
    const url = canonicalUrl(pathname);
    document.title = meta.title;
    setMeta('meta[name="description"]', 'content', meta.description);
    setMeta('meta[property="og:title"]', 'content', meta.title);
    setMeta('meta[property="og:description"]', 'content', meta.description);
    setMeta('meta[property="og:url"]', 'content', url);
    setMeta('link[rel="canonical"]', 'href', url);
    setMeta('meta[name="robots"]', 'content', meta.noindex ? 'noindex' : 'index, follow');
  }, [pathname]);

  return null;
}
