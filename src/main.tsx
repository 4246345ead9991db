import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadPage } from './app/pageModules';
import { APP_ROOT_ID } from './components/landmarks';

async function start() {
  const container = document.getElementById(APP_ROOT_ID);
  if (!container) throw new Error(`Missing #${APP_ROOT_ID} element`);
  // Every page opens at the top, including after a reload.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

  const app = <App Router={BrowserRouter} />;
  // Every built page is prerendered, with markup in #root; the dev server's index.html has only a
  // comment. The build leaves this branch out.
  if (import.meta.env.DEV && !container.firstElementChild) {
    createRoot(container).render(app);
    // Prerendered pages carry the print and dark styles in their CSS, and the boot script runs the
    // scheme switch; here nothing was prerendered.
    void import('./styles/printStyles').then(({ printStyles }) => printStyles());
    void import('./styles/darkTheme').then(({ schemeStyles }) => schemeStyles());
    void import('./boot/schemeChoice').then(({ startSchemeChoice }) => startSchemeChoice());
    return;
  }
  // The page's module first, so hydration renders at once what was prerendered. A chunk that
  // fails here fails again while rendering, and the page's error fallback shows.
  await preloadPage(window.location.pathname).catch(() => undefined);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page; the prerendered page stays on screen meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

// The browser evaluates the app's modules in one task it cannot split: starting the app in a task
// of its own keeps that one shorter, and the visitor's input can run between the two.
setTimeout(() => void start());
