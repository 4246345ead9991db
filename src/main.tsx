import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';

/** Loads the lazy route modules for this URL first, so hydration renders what was prerendered. */
async function resolveLazyRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // Every page opens at the top, including after a reload.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

  // Prerendered pages have markup in #root; the dev server's index.html has only a comment.
  const prerendered = container.firstElementChild !== null;
  if (prerendered) {
    try {
      await resolveLazyRoutes();
    } catch {
      // A chunk that fails here fails again inside the router, which shows the error page.
    }
  }
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page; the prerendered page stays on screen meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
