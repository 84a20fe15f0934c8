import type { Route } from './+types/placeholder';
import { PlaceholderPage } from '../components/content/PlaceholderPage';
import { NAV_PANELS, type PanelName } from '../content/nav-panels';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

/**
 * The placeholder pages of content-pages §2.10 and /partners/11: the red heading, with what every
 * content page has (breadcrumbs, Home, Up) and the customer service and the area's other pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, page } = contentPage(request, context, {
    serves: (page) => page.placeholder === true,
    texts: ['placeholder'],
  });
  const area = page.path.split('/')[1] as PanelName;
  // The other pages of the area, as its navigation panel lists them (outside sites left out).
  const others = NAV_PANELS[area]
    .flatMap((group) => group.links)
    .filter((link) => link.to !== page.path && link.to.startsWith('/'));
  return { texts, seo, section: page.section, path: page.path, others };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  return (
    <PlaceholderPage
      section={loaderData.section}
      path={loaderData.path}
      others={loaderData.others}
    />
  );
}
