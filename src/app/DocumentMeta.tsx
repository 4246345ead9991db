import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { headFor, headTagSelector } from './headTags';
import { PRINT_PAGE_ID, printPageCss } from './printPage';

/**
 * Keeps the title, the prerendered head tags and the printed page's margins in step with
 * client-side navigation.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();

  useEffect(() => {
    const { title, tags } = headFor(pathname);
    document.title = title;
    for (const tag of tags) {
      document.head.querySelector(headTagSelector(tag))?.setAttribute(tag.attribute, tag.value);
    }
    const printPage = document.getElementById(PRINT_PAGE_ID);
    if (printPage) printPage.textContent = printPageCss(pathname);
  }, [pathname]);

  return null;
}
