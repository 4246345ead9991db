import { RouteError } from './RouteError';
import { SiteShell } from './SiteShell';

/** Last resort, when the layout itself failed: the fallback in a fresh shell. */
export function ShellError({ error }: { error: unknown }) {
  return (
    <SiteShell>
      <RouteError error={error} />
    </SiteShell>
  );
}
