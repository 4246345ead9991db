// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCurrentSection } from '../../src/reader/useCurrentSection';

const ids = ['challenge', 'research', 'results'] as const;
/** Where the sections start on the page, and each one's height (jsdom's window is 768 px tall). */
const TOP = 400;
const HEIGHT = 500;
/** 30% down jsdom's window: where a section's top must come to be the one read. */
const LINE = 768 * 0.3;

function Reader() {
  const { current, jumpTo } = useCurrentSection(ids);
  return (
    <>
      <output>{current}</output>
      <button type="button" onClick={() => jumpTo(2)}>
        Results
      </button>
      {ids.map((id) => (
        <section key={id} id={id} />
      ))}
    </>
  );
}

/**
 * Scrolls the page to `y` as the reading line's observer sees it (jsdom lays nothing out): each
 * section is placed there, and the ones that enter or leave the line are reported.
 */
let scrollY = 0;
function scrollTo(y: number) {
  const inBand = (index: number, at: number) => {
    const top = TOP + index * HEIGHT - at;
    return top <= LINE && top + HEIGHT > LINE;
  };
  const before = scrollY;
  scrollY = y;
  ids.forEach((id, index) => {
    const section = document.getElementById(id)!;
    const top = TOP + index * HEIGHT - y;
    section.getBoundingClientRect = () => DOMRect.fromRect({ y: top, width: 1440, height: HEIGHT });
    // The library's act() is not this React's: wrap it in ours so the update lands now.
    if (inBand(index, before) !== inBand(index, y))
      act(() => mockIsIntersecting(section, inBand(index, y)));
  });
}

const current = () => Number(screen.getByRole('status').textContent);

beforeEach(() => {
  scrollY = 0;
  render(<Reader />);
  scrollTo(0);
});

describe('useCurrentSection', () => {
  it('is the last section whose top has passed the reading line, -1 above the first', () => {
    expect(current()).toBe(-1);
    scrollTo(200);
    expect(current()).toBe(0);
    scrollTo(750);
    expect(current()).toBe(1);
    scrollTo(1300);
    expect(current()).toBe(2);
    // Back up in one move, as Home does: the research section is carried from above the line to
    // below it without ever touching it, so nothing reports it.
    scrollTo(200);
    expect(current()).toBe(0);
    scrollTo(0);
    expect(current()).toBe(-1);
  });

  describe('a jump to a section', () => {
    const supported = 'onscrollend' in window;
    // jsdom has no scroll end event; the browsers the site targets do.
    beforeEach(() => {
      if (!supported) Reflect.set(window, 'onscrollend', null);
    });
    afterEach(() => {
      if (!supported) Reflect.deleteProperty(window, 'onscrollend');
    });

    it('marks it at once, and the sections the scroll passes on the way do not take over', () => {
      fireEvent.click(screen.getByRole('button', { name: 'Results' }));
      expect(current()).toBe(2);
      scrollTo(200);
      scrollTo(750);
      expect(current()).toBe(2);
    });

    it('holds after the scroll ends, until the reader moves the page on', () => {
      fireEvent.click(screen.getByRole('button', { name: 'Results' }));
      scrollTo(750);
      act(() => window.dispatchEvent(new Event('scrollend')));
      // A closing section too short to reach the line stays marked where the page stopped.
      expect(current()).toBe(2);
      scrollTo(200);
      expect(current()).toBe(0);
    });

    it('ends with the reader’s next move when the page was already there', () => {
      fireEvent.click(screen.getByRole('button', { name: 'Results' }));
      act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' })));
      scrollTo(200);
      expect(current()).toBe(0);
    });
  });
});
