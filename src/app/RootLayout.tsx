import { DocumentMeta } from './DocumentMeta';
import { RouteTransition } from './RouteTransition';
import { SiteShell } from './SiteShell';

export function RootLayout() {
  return (
    <SiteShell>
      <DocumentMeta />
      <RouteTransition />
    </SiteShell>
  );
}
