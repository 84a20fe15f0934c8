import { offices, smolenskBranch } from '@fuelcard/offices';
import type { Route } from './+types/contacts';
import { ContactsPage } from '../components/contacts/ContactsPage';
import { officeView } from '../lib/office-view.server';
import { pageContext } from '../lib/page-context.server';
import { seoMeta } from '../lib/seo';
import { pageSeo } from '../lib/seo.server';
import { officeNodes } from '../lib/structured-data/offices.server';
import { pageTexts } from '../lib/texts.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  return {
    texts: pageTexts(lang, ['contacts']),
    seo: pageSeo(request, config, lang, {
      path: '/contacts',
      title: t('contacts.title'),
      description: t('contacts.intro'),
      crumbs: [{ name: t('contacts.title') }],
      // Each office as a local business (FinancialService), at this page's address.
      structuredData: ({ origin, canonical }) => officeNodes(origin, lang, canonical),
    }),
    lang,
    mapsApiKey: config.mapsApiKey,
    belarus: offices.map((office) => officeView(office, lang)),
    russia: [officeView(smolenskBranch, lang)],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return <ContactsPage {...loaderData} />;
}
