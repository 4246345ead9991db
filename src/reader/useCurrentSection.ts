import { useCallback, useEffect, useRef, useState } from 'react';

/** How far down the viewport (in %) a section's top must come to be the one being read. */
const READING_LINE = 30;
/** The line, as the observer's root: a band 1% tall. */
const READING_BAND = `-${READING_LINE}% 0px -${100 - READING_LINE - 1}% 0px`;

/**
 * Which of the page's sections (by id, in reading order) is being read: the last one whose top
 * has passed the reading line, or -1 above the first. An observer reports the crossings, so
 * nothing runs while the page scrolls between them.
 *
 * `jumpTo` marks a section current at once, for a jump to it; the mark holds until the jump's
 * scroll has ended (or the reader takes over) and the page moves on, so a closing section too short
 * to reach the line is still the one marked when the page stops below it.
 */
export function useCurrentSection(ids: readonly string[]) {
  const [current, setCurrent] = useState(-1);
  const jumping = useRef<{ ended: boolean } | undefined>(undefined);

  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id));
    const observer = new IntersectionObserver(
      (entries) => {
        if (jumping.current && !jumping.current.ended) return;
        jumping.current = undefined;
        // Every section is measured again, not only the ones reported: a jump (Home, a link)
        // can carry a section across the line without it ever touching the line.
        const line = entries[0]?.rootBounds?.top ?? (window.innerHeight * READING_LINE) / 100;
        setCurrent(
          sections.findLastIndex(
            (section) => !!section && section.getBoundingClientRect().top <= line,
          ),
        );
      },
      { rootMargin: READING_BAND },
    );
    for (const section of sections) if (section) observer.observe(section);
    return () => observer.disconnect();
  }, [ids]);

  const jumpTo = useCallback((index: number) => {
    setCurrent(index);
    // Without `scrollend`, nothing would say when the jump is over: the observer decides alone.
    if (!('onscrollend' in window)) return;
    const jump = { ended: false };
    jumping.current = jump;
    // A jump to where the page already is never scrolls: the reader's next move ends it then.
    const events = ['scrollend', 'wheel', 'touchmove', 'keydown'];
    const end = () => {
      jump.ended = true;
      for (const event of events) window.removeEventListener(event, end);
    };
    for (const event of events) window.addEventListener(event, end, { passive: true });
  }, []);

  return { current, jumpTo };
}
