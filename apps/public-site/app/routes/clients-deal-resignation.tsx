import type { Route } from './+types/clients-deal-resignation';
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

export default function DealResignation() {
  return (
    <DocumentListPage
      section="clients.dealResignation"
      documents={PAGE_DOCUMENTS.dealResignation}
    />
  );
}
