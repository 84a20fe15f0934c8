import type { Route } from './+types/documents-for-download';
import { DownloadsPage } from '../components/content/DownloadsPage';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

/** /clients/documentsForDownload and /partners/documentsForDownload: one page, two breadcrumb trails. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, page } = contentPage(request, context);
  return { texts, seo, area: page.area };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function DocumentsForDownload({ loaderData }: Route.ComponentProps) {
  return <DownloadsPage area={loaderData.area} />;
}
