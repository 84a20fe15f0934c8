import type { Route } from './+types/clients-e-money-regulations';
import { EMoneyRegulationsPage } from '../components/clients/EMoneyRegulationsPage';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, context: page } = contentPage(request, context);
  return { texts, seo, personalAccount: page.config.links.personalAccount };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function EMoneyRegulations({ loaderData }: Route.ComponentProps) {
  return <EMoneyRegulationsPage personalAccount={loaderData.personalAccount} />;
}
