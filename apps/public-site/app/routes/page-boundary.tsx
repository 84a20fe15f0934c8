import { Outlet } from 'react-router';
import type { Route } from './+types/page-boundary';
import { ErrorPage } from '../components/page/ErrorPage';
import { errorPageMeta } from '../lib/error-meta';
import type { RootData } from '../lib/root-data';

/** Every page sits here, so that a failing or unknown page shows the error page inside the frame. */
export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

/**
 * Pages set their own tags; an error keeps the error page's title, stays out of search engines
 * and carries the site's link preview (lib/error-meta.ts).
 */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  return errorPageMeta(root, error);
}
