import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MotionProvider } from '../../src/motion/MotionProvider';

/** Wraps a component in what the site's shell gives it: motion features and a router. */
export function inShell(element: ReactElement, path = '/') {
  return (
    <MemoryRouter initialEntries={[path]}>
      <MotionProvider>{element}</MotionProvider>
    </MemoryRouter>
  );
}
