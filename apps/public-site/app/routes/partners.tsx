import type { Route } from './+types/partners';
import { PartnersLanding } from '../components/partners/PartnersLanding';
import { PARTNER_INFO_CARDS, infoCardPreloads, resolveInfoCards } from '../content/info-cards';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const {
    texts,
    seo,
    context: page,
  } = contentPage(request, context, {
    texts: ['home.partners', 'home.paymentSystem.stats', 'application.cta'],
  });
  return { texts, seo, cards: resolveInfoCards(PARTNER_INFO_CARDS, page.config.links) };
}

export const links: Route.LinksFunction = () => infoCardPreloads(PARTNER_INFO_CARDS);

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Partners({ loaderData }: Route.ComponentProps) {
  return <PartnersLanding cards={loaderData.cards} />;
}
