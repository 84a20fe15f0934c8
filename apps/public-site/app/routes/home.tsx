import type { Route } from './+types/home';
import { ActualBlock } from '../components/home/ActualBlock';
import { FuelCardsBlock } from '../components/home/FuelCardsBlock';
import { HeroBlock } from '../components/home/HeroBlock';
import { NewsTeaser } from '../components/home/NewsTeaser';
import { PaymentSystemBlock } from '../components/home/PaymentSystemBlock';
import { PartnerCarousel } from '../components/shared/PartnerCarousel';
import { newsSummary } from '../lib/news-view';
import { newsReadOptions, teaserNews } from '../lib/news-queries.server';
import { pageContext } from '../lib/page-context.server';
import { seoMeta } from '../lib/seo';
import { pageSeo } from '../lib/seo.server';
import { pageTexts } from '../lib/texts.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  // The teaser's few items only, never the archive (GET /api/news/latest).
  const teaser = await teaserNews(newsReadOptions(context));
  return {
    texts: pageTexts(lang, ['home', 'news.backToNews', 'application.cta']),
    seo: pageSeo(request, config, lang, { path: '/', title: t('home.hero.heading'), description: t('home.hero.tagline') }),
    teaser: teaser.items.map((item) => newsSummary(item, lang)),
    gasStationMap: config.links.gasStationMap,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroBlock />
      <PaymentSystemBlock />
      <FuelCardsBlock />
      <ActualBlock gasStationMap={loaderData.gasStationMap} />
      <NewsTeaser items={loaderData.teaser} />
      <PartnerCarousel />
    </>
  );
}
