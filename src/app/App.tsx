import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { AppRoutes } from './routes';

/** The whole app, under the browser's router or, when prerendering, a static one. */
export function App({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <Router>
        <AppRoutes />
      </Router>
    </StrictMode>
  );
}
