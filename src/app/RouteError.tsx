import { useRouteError, isRouteErrorResponse } from 'react-router-dom';
import { ErrorMessage } from './ErrorMessage';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Fallback for a page that failed to load or render: shown inside the site's shell. */
export function RouteError() {
  return <ErrorMessage message={describe(useRouteError())} />;
}
