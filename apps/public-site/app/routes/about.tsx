import type { Route } from './+types/about';
import { AboutPage } from '../components/about/AboutPage';
import { operatorView } from '../lib/operator-view.server';
import { pageContext } from '../lib/page-context.server';
import { seoMeta } from '../lib/seo';
import { pageSeo } from '../lib/seo.server';
import { pageTexts } from '../lib/texts.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  return {
    texts: pageTexts(lang, ['about', 'home.partners', 'application.cta']),
    seo: pageSeo(request, config, lang, {
      path: '/about',
      title: t('about.title'),
      description: t('about.intro.paragraph1'),
      crumbs: [{ name: t('about.title') }],
    }),
    personalAccount: config.links.personalAccount,
    operator: operatorView(lang),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage personalAccount={loaderData.personalAccount} operator={loaderData.operator} />;
}
