import type { Route } from './+types/placeholder';
import { PlaceholderPage } from '../components/content/PlaceholderPage';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

/** The placeholder pages of content-pages §2.10 and /partners/11: the frame and a red heading. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, page } = contentPage(request, context, {
    serves: (page) => page.placeholder === true,
  });
  return { texts, seo, section: page.section };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage section={loaderData.section} />;
}
