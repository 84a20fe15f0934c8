import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { errorPageMeta } from '../lib/error-meta';
import type { RootData } from '../lib/root-data';

/**
 * Unknown paths answer 404 and show the default error page. The server renders the same page
 * with another status for requests it refuses (a malformed address, a method pages do not take),
 * naming it in the load context.
 */
export function loader({ context }: Route.LoaderArgs) {
  const status = context?.errorStatus ?? 404;
  const statusText = context?.errorStatus ? (context.errorStatusText ?? '') : 'Not Found';
  throw data(statusText, { status, statusText });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  return errorPageMeta(root, 'not-found');
}

export default function NotFound() {
  return null;
}
