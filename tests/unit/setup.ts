import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import {
  setupIntersectionMocking,
  resetIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';

// Only files that ask for a DOM (`@vitest-environment jsdom`) render. jsdom has no
// IntersectionObserver: they get the library's own test double. Nor has it matchMedia: they get
// a screen that matches no media query, a visitor with no motion preference among them.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (media: string) =>
    Object.assign(new EventTarget(), {
      media,
      matches: false,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
  // What a test waits for may arrive in a lazy chunk, whose first transform on a cold or busy
  // machine takes longer than the library's default second.
  configure({ asyncUtilTimeout: 10_000 });
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => {
    cleanup();
    resetIntersectionMocking();
  });
}
