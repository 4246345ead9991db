import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { headFor, headTagSelector } from './headTags';

/** Keeps the title and the prerendered head tags in step with client-side navigation. */
export function DocumentMeta() {
  const { pathname } = useLocation();

  useEffect(() => {
    const { title, tags } = headFor(pathname);
    document.title = title;
    for (const tag of tags) {
      document.head.querySelector(headTagSelector(tag))?.setAttribute(tag.attribute, tag.value);
    }
  }, [pathname]);

  return null;
}
