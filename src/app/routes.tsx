import { matchRoutes, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyComponent, type LazyComponent } from './lazyComponent';
import { RootLayout } from './RootLayout';
import { ShellError } from './ShellError';

/** Each page is its own lazily loaded chunk. */
const pageRoutes: { path: string; page: LazyComponent<object> }[] = [
  { path: '/', page: lazyComponent(() => import('../pages/HomePage')) },
  { path: '/leadership', page: lazyComponent(() => import('../pages/LeadershipPage')) },
  { path: '/smartscan', page: lazyComponent(() => import('../pages/SmartScanPage')) },
  { path: '/payment-overhaul', page: lazyComponent(() => import('../pages/PaymentOverhaulPage')) },
  { path: '/livetune', page: lazyComponent(() => import('../pages/LiveTunePage')) },
  { path: '*', page: lazyComponent(() => import('../pages/NotFoundPage')) },
];

/** Loads the page module for a URL ahead of rendering it: before hydration, or on navigating. */
export function preloadPage(pathname: string): Promise<unknown> {
  const [match] = matchRoutes(pageRoutes, pathname) ?? [];
  return match ? match.route.page.preload() : Promise.resolve();
}

/** The site below the router: the shell around the page for the URL. */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <ShellError error={error} />}>
      <Routes>
        <Route element={<RootLayout />}>
          {pageRoutes.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}

/**
 * Paths written to HTML at build time, with the page module each needs first (its chunk is
 * preloaded). '/404' renders the not-found page.
 */
export const prerenderPages = [
  { path: '/', module: 'src/pages/HomePage.tsx' },
  { path: '/leadership', module: 'src/pages/LeadershipPage.tsx' },
  { path: '/smartscan', module: 'src/pages/SmartScanPage.tsx' },
  { path: '/payment-overhaul', module: 'src/pages/PaymentOverhaulPage.tsx' },
  { path: '/livetune', module: 'src/pages/LiveTunePage.tsx' },
  { path: '/404', module: 'src/pages/NotFoundPage.tsx' },
];
