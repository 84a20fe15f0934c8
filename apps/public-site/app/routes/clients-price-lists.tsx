import type { Route } from './+types/clients-price-lists';
import { DocumentListPage } from '../components/content/DocumentListPage';
import { PAGE_DOCUMENTS } from '../content/documents';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo } = contentPage(request, context);
  return { texts, seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function PriceListsAndTariffs() {
  return (
    <DocumentListPage
      section="clients.priceListsAndTariffs"
      documents={PAGE_DOCUMENTS.priceListsAndTariffs}
    />
  );
}
