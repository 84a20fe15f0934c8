import { Outlet } from 'react-router';
import type { Route } from './+types/page-boundary';
import { ErrorPage } from '../components/page/ErrorPage';
import { seoMeta } from '../lib/seo';

/** Every page sits here, so that a failing or unknown page shows the error page inside the frame. */
export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

/** Pages set their own tags; an error keeps the error page's title and stays out of search engines. */
export function meta({ error }: Route.MetaArgs) {
  return error ? seoMeta(undefined) : [];
}
