import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { headFor, headTagSelector } from './headTags';
import { PAGE_ADDRESS, pageAddress } from './pageAddress';

/**
 * Keeps the title, the prerendered head tags and the address in the printed page's margins in
 * step with client-side navigation.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();

  useEffect(() => {
    const { title, tags } = headFor(pathname);
    document.title = title;
    for (const tag of tags) {
      document.head.querySelector(headTagSelector(tag))?.setAttribute(tag.attribute, tag.value);
    }
    document.documentElement.style.setProperty(PAGE_ADDRESS, pageAddress(pathname));
  }, [pathname]);

  return null;
}
