import { DEFAULT_OFFICE_ID, offices } from '@fuelcard/offices';
import type { Route } from './+types/equipment-invoices-site-tariffs';
import { InvoicesSiteTariffsPage } from '../components/equipment/InvoicesSiteTariffsPage';
import { contentPage } from '../lib/content-page.server';
import { seoMeta } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const {
    texts,
    seo,
    context: page,
  } = contentPage(request, context, { texts: ['equipment.invoicesSite.title'] });
  // Connection and integration questions go to the head office's technical support.
  const headOffice = offices.find((office) => office.id === DEFAULT_OFFICE_ID) ?? offices[0];
  return { texts, seo, apiHelp: page.config.links.apiHelp, email: headOffice?.email[2] ?? '' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function InvoicesSiteTariffs({ loaderData }: Route.ComponentProps) {
  return <InvoicesSiteTariffsPage apiHelp={loaderData.apiHelp} email={loaderData.email} />;
}
