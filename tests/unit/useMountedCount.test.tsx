// @vitest-environment jsdom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMountedCount } from '../../src/reader/useMountedCount';

/** Each part's height; jsdom's window is 768 px tall. */
const PART = 300;

/**
 * A page of `total` parts, each PART px tall (jsdom lays nothing out, so the container reports the
 * height its parts would take). `commits` receives each new count as a commit shows it.
 */
function Parts({ total, first, commits }: { total: number; first: number; commits: number[] }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const count = useMountedCount(total, first, container);
  useLayoutEffect(() => {
    if (commits.at(-1) !== count) commits.push(count);
  });
  const measured = (element: HTMLElement | null) => {
    if (element)
      element.getBoundingClientRect = () =>
        DOMRect.fromRect({ y: 0, width: 390, height: element.childElementCount * PART });
    setContainer(element);
  };
  return (
    <div ref={measured}>
      {Array.from({ length: count }, (_, index) => (
        <section key={index} />
      ))}
    </div>
  );
}

// Outside act(): act() would run the transitions at once, hiding the commits between them.
let actEnvironment: unknown;
let root: Root;
let host: HTMLElement;
beforeEach(() => {
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(() => {
  root.unmount();
  host.remove();
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
});

/** Renders the page; returns the count it shows when the render returns, before any paint. */
function open(total: number, first: number, commits: number[]) {
  flushSync(() => root.render(<Parts total={total} first={first} commits={commits} />));
  return host.querySelectorAll('section').length;
}

const allMounted = (total: number) =>
  vi.waitFor(() => expect(host.querySelectorAll('section')).toHaveLength(total));

describe('useMountedCount', () => {
  it('fills the screen before the first paint, then adds one part per commit', async () => {
    const commits: number[] = [];
    // 768 px of screen: two parts end at 600 px, the third reaches below.
    expect(open(6, 1, commits)).toBe(3);
    await allMounted(6);
    expect(commits).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stops at the last part when the screen is taller than the page', () => {
    const commits: number[] = [];
    expect(open(2, 1, commits)).toBe(2);
    expect(commits).toEqual([1, 2]);
  });

  it('never mounts more parts than there are', () => {
    expect(open(3, 5, [])).toBe(3);
  });

  it('mounts everything at once when asked to start with everything', () => {
    const commits: number[] = [];
    expect(open(6, 6, commits)).toBe(6);
    expect(commits).toEqual([6]);
  });
});
