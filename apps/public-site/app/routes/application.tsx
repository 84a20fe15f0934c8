import type { Route } from './+types/application';
import { ApplicationPage } from '../components/application/ApplicationPage';
import { applicationTypeOf, type ApplicationValues } from '../lib/application-form';
import { productOf, regionOptions } from '../lib/application-options.server';
import { formStart, referenceOf, submitApplication } from '../lib/application.server';
import { sentContactOf } from '../lib/application-sent.server';
import { pageContext } from '../lib/page-context.server';
import { siteConfig } from '../lib/site-config.server';
import { seoMeta } from '../lib/seo';
import { pageSeo } from '../lib/seo.server';
import { pageTexts } from '../lib/texts.server';

/** The interest ticked at first when a link asks for a kind of application (`?type=`). */
const FIRST_INTEREST = {
  client: 'fuel-cards',
  partner: 'partner-station',
  demo: 'software',
} as const;

/**
 * The application form (issue 25): `?type=client|partner|demo&product=<page path>` preselects
 * the kind, the product and the matching service (anything else is ignored; without them no
 * service is ticked), `?reference=` shows a sent application. Never kept by the render
 * cache: the server renders it per request (server/form-page.ts), so that `startedAt` (signed by
 * the API) is when this visitor was shown the form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  const url = new URL(request.url);
  const reference = referenceOf(request);
  const askedType = applicationTypeOf(url.searchParams.get('type'));
  const type = askedType ?? 'client';
  const product = productOf(url.searchParams.get('product'), lang);
  // No service is ticked for the visitor unless the link asks for one: its kind of application,
  // or a product page (a demo of software).
  const interests = askedType ? [FIRST_INTEREST[askedType]] : product ? [FIRST_INTEREST.demo] : [];
  const values: ApplicationValues = {
    type,
    product: product?.path ?? '',
    company: '',
    unp: '',
    contact: '',
    phone: '',
    email: '',
    region: '',
    interests,
    message: '',
    consent: false,
    website: '',
    // When this visitor is shown the form, signed by the API (the fill-time check trusts no other).
    ...(await formStart(siteConfig(context).apiUrl)),
  };
  return {
    texts: pageTexts(lang, ['application']),
    seo: pageSeo(request, config, lang, {
      path: '/application',
      title: t('application.title'),
      description: t('application.description'),
      crumbs: [{ name: t('application.title') }],
    }),
    values,
    product,
    regions: regionOptions(lang),
    reference,
    // The phone and e-mail this visitor sent with that reference (never from the address bar).
    sentTo: reference ? sentContactOf(request, reference) : null,
    // After a refused POST (the action ran first in this request): «Ошибка: » before the title.
    titlePrefix: context?.formErrorsShown ? t('application.errors.titlePrefix') : '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await submitApplication(request, context);
  // Anything but the redirect to the reference shows the form again with what is wrong.
  if (!(answer instanceof Response) && context) context.formErrorsShown = true;
  return answer;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const prefix = loaderData?.titlePrefix ?? '';
  // Only the document's title (a feed link has a `title` of its own).
  return seoMeta(loaderData?.seo).map((entry) =>
    'title' in entry && !('tagName' in entry)
      ? { title: `${prefix}${String(entry.title)}` }
      : entry,
  );
}

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData ?? null;
  return (
    <ApplicationPage
      values={sent?.values ?? loaderData.values}
      errors={sent?.errors ?? null}
      problem={sent?.problem ?? null}
      product={loaderData.product}
      regions={loaderData.regions}
      reference={sent ? null : loaderData.reference}
      sentTo={sent ? null : loaderData.sentTo}
    />
  );
}
