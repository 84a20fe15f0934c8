import { data } from 'react-router';
import type { Route } from './+types/legal';
import { LegalPageView, type LegalTexts } from '../components/legal/LegalPageView';
import { LEGAL_DOCUMENTS, legalPageOf } from '../content/legal-pages';
import { formatLongDate } from '../lib/dates';
import { operatorView } from '../lib/operator-view.server';
import { pageContext } from '../lib/page-context.server';
import { seoMeta } from '../lib/seo';
import { pageSeo } from '../lib/seo.server';
import { pageTexts } from '../lib/texts.server';

/** /rules, /offer, /privacy, /help and /cookie-policy: one module, the page named by the path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  const legal = legalPageOf(new URL(request.url).pathname);
  if (!legal) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  const texts = pageTexts(lang, [`legal.${legal.page}`, 'legal.updated']);
  const document = LEGAL_DOCUMENTS[legal.page];
  return {
    texts,
    page: legal.page,
    updated: document
      ? { date: document.updated, dateText: formatLongDate(document.updated, lang) }
      : null,
    operator: document?.operatorDetails ? operatorView(lang) : null,
    content: (texts.legal as unknown as Record<string, LegalTexts>)[legal.page] as LegalTexts,
    seo: pageSeo(request, config, lang, {
      path: legal.path,
      title: t(`legal.${legal.page}.title`),
      description: t(`legal.${legal.page}.intro`),
      crumbs: [{ name: t(`legal.${legal.page}.title`) }],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPageView
      content={loaderData.content}
      updated={loaderData.updated}
      operator={loaderData.operator}
    />
  );
}
