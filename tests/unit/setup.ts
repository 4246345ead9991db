import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import {
  setupIntersectionMocking,
  resetIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';

// Only files that ask for a DOM (`@vitest-environment jsdom`) render. jsdom has no
// IntersectionObserver: they get the library's own test double.
if (typeof window !== 'undefined') {
  // What a test waits for may arrive in a lazy chunk, whose first transform on a cold or busy
  // machine takes longer than the library's default second.
  configure({ asyncUtilTimeout: 10_000 });
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => {
    cleanup();
    resetIntersectionMocking();
  });
}
