import { ErrorMessage } from './ErrorMessage';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Fallback for a page that failed to load or render: shown inside the site's shell. */
export function RouteError({ error }: { error: unknown }) {
  return <ErrorMessage message={describe(error)} />;
}
