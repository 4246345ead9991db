import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import {
  setupIntersectionMocking,
  resetIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';

// Only files that ask for a DOM (`@vitest-environment jsdom`) render. jsdom has no
// IntersectionObserver: they get the library's own test double.
if (typeof window !== 'undefined') {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => {
    cleanup();
    resetIntersectionMocking();
  });
}
