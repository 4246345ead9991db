import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { markAppHydrated } from '../boot/protocol';
import { AppRoutes } from './routes';

/** The whole app, under the browser's router or, when prerendering, a static one. */
export function App({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  // The root's effects run after every other's: the whole page is the app's from here.
  useEffect(markAppHydrated, []);
  return (
    <StrictMode>
      <Router>
        <AppRoutes />
      </Router>
    </StrictMode>
  );
}
