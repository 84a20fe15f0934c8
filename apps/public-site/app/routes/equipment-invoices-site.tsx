import type { Route } from './+types/equipment-invoices-site';
import { InvoicesSitePage } from '../components/equipment/InvoicesSitePage';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, context: page } = contentPage(request, context, {
    texts: ['application.cta'],
  });
  return { texts, seo, invoiceSite: page.config.links.invoiceSite };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function InvoicesSite({ loaderData }: Route.ComponentProps) {
  return <InvoicesSitePage invoiceSite={loaderData.invoiceSite} />;
}
