import type { Route } from './+types/clients-personal-account';
import { PersonalAccountPage } from '../components/clients/PersonalAccountPage';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, context: page } = contentPage(request, context);
  return { texts, seo, personalAccount: page.config.links.personalAccount };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function WorkWithPrivateAccount({ loaderData }: Route.ComponentProps) {
  return <PersonalAccountPage personalAccount={loaderData.personalAccount} />;
}
