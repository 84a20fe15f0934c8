import type { Route } from './+types/equipment';
import { EquipmentLanding } from '../components/equipment/EquipmentLanding';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo } = contentPage(request, context);
  return { texts, seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Equipment() {
  return <EquipmentLanding />;
}
