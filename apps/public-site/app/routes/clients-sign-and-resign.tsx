import type { Route } from './+types/clients-sign-and-resign';
import { SignAndResignPage } from '../components/clients/SignAndResignPage';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, context: page } = contentPage(request, context);
  return { texts, seo, personalAccount: page.config.links.personalAccount };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function SignAndResign({ loaderData }: Route.ComponentProps) {
  return <SignAndResignPage personalAccount={loaderData.personalAccount} />;
}
