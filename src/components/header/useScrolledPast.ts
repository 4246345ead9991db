import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled more than `threshold` pixels; false when prerendering.
 * An observer watches a strip as tall as the threshold at the top of the document, instead of a
 * scroll listener: nothing runs on the main thread for each scroll event, only when the strip
 * leaves or re-enters the viewport (edge-adjacent, at exactly `threshold`, still counts as in).
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    // Empty, so nothing reads or hits it.
    const strip = document.body.appendChild(document.createElement('div'));
    strip.style.cssText = `position:absolute;top:0;width:1px;height:${threshold}px`;
    const observer = new IntersectionObserver((entries) =>
      setScrolled(!entries[0]!.isIntersecting),
    );
    observer.observe(strip);
    return () => {
      observer.disconnect();
      strip.remove();
    };
  }, [threshold]);
  return scrolled;
}
