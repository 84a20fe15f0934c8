import { redirect } from 'react-router';
import type { Route } from './+types/invoices-site-redirect';

/**
 * /invoicesSite: the address the tariffs page's breadcrumb gives the e-invoice site (content-pages
 * §2.16). It moves permanently to /equipment/invoicesSite, keeping the query (?lang=…).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/equipment/invoicesSite${search}`, 301);
}

export default function InvoicesSiteRedirect() {
  return null;
}
