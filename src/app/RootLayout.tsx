import { Suspense } from 'react';
import { DocumentMeta } from './DocumentMeta';
import { RouteTransition } from './RouteTransition';
import { SiteShell } from './SiteShell';

export function RootLayout() {
  return (
    <SiteShell>
      <DocumentMeta />
      {/* Navigations are transitions: the current page stays until the next one has loaded. */}
      <Suspense fallback={null}>
        <RouteTransition />
      </Suspense>
    </SiteShell>
  );
}
