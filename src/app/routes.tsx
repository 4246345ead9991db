import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { ShellError } from './ShellError';

/** Each page is its own lazily loaded chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ShellError />,
    HydrateFallback: () => null,
    children: [
      {
        // Errors below the layout render inside the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('../pages/HomePage')) },
          { path: 'leadership', lazy: page(() => import('../pages/LeadershipPage')) },
          { path: 'smartscan', lazy: page(() => import('../pages/SmartScanPage')) },
          { path: 'payment-overhaul', lazy: page(() => import('../pages/PaymentOverhaulPage')) },
          { path: 'livetune', lazy: page(() => import('../pages/LiveTunePage')) },
          { path: '*', lazy: page(() => import('../pages/NotFoundPage')) },
        ],
      },
    ],
  },
];

/**
 * Paths written to HTML at build time, with the page module each needs first (its chunk is
 * modulepreloaded). '/404' renders the not-found page.
 */
export const prerenderPages = [
  { path: '/', module: 'src/pages/HomePage.tsx' },
  { path: '/leadership', module: 'src/pages/LeadershipPage.tsx' },
  { path: '/smartscan', module: 'src/pages/SmartScanPage.tsx' },
  { path: '/payment-overhaul', module: 'src/pages/PaymentOverhaulPage.tsx' },
  { path: '/livetune', module: 'src/pages/LiveTunePage.tsx' },
  { path: '/404', module: 'src/pages/NotFoundPage.tsx' },
];
