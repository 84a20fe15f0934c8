import type { Route } from './+types/clients';
import { ClientsLanding } from '../components/clients/ClientsLanding';
import { CLIENT_INFO_CARDS, infoCardPreloads, resolveInfoCards } from '../content/info-cards';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const {
    texts,
    seo,
    context: page,
  } = contentPage(request, context, {
    texts: ['home.paymentSystem.stats', 'application.cta'],
  });
  return { texts, seo, cards: resolveInfoCards(CLIENT_INFO_CARDS, page.config.links) };
}

export const links: Route.LinksFunction = () => infoCardPreloads(CLIENT_INFO_CARDS);

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Clients({ loaderData }: Route.ComponentProps) {
  return <ClientsLanding cards={loaderData.cards} />;
}
