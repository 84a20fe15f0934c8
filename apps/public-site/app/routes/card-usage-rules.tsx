import type { Route } from './+types/card-usage-rules';
import { CardUsageRulesPage } from '../components/card-reader/CardUsageRulesPage';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

/** /clients/cardUsageRules and /partners/cardUsageRules: one page, two breadcrumb trails. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, page } = contentPage(request, context);
  return { texts, seo, area: page.area };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function CardUsageRules({ loaderData }: Route.ComponentProps) {
  return <CardUsageRulesPage area={loaderData.area} />;
}
