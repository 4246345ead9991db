import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import {
  setupIntersectionMocking,
  resetIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no IntersectionObserver: use the library's own test double.
beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => {
  cleanup();
  resetIntersectionMocking();
});
