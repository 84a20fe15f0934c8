import { data } from 'react-router';

/** Unknown paths answer 404 and show the default error page. */
export function loader() {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
