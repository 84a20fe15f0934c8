import { data } from 'react-router';
import { seoMeta } from '../lib/seo';

/** Unknown paths answer 404 and show the default error page. */
export function loader() {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

export function meta() {
  return seoMeta(undefined);
}

export default function NotFound() {
  return null;
}
