import { Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { pageRoutes } from './pageModules';
import { RootLayout } from './RootLayout';
import { ShellError } from './ShellError';

/** The site below the router: the shell around the page for the URL. */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <ShellError error={error} />}>
      <Routes>
        <Route element={<RootLayout />}>
          {pageRoutes.map(({ path, entry, page: Page }) => (
            <Route key={path} path={path} element={<Page entry={entry} />} />
          ))}
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
