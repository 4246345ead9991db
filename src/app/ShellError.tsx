import { SiteShell } from './SiteShell';
import { RouteError } from './RouteError';

/** Last resort, when the layout itself failed: the fallback in a fresh shell. */
export function ShellError() {
  return (
    <SiteShell>
      <RouteError />
    </SiteShell>
  );
}
