import { offices } from '@fuelcard/offices';
import type { Route } from './+types/partners-bank-information';
import { BankInformationPage } from '../components/partners/BankInformationPage';
import { contentPage } from '../lib/content-page.server';
import { keepTogether } from '../lib/keep-together';
import type { DepartmentExtra } from '../lib/department-view';
import { seoMeta } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, context: page } = contentPage(request, context);
  const departments: DepartmentExtra[] = offices.map((office) => ({
    id: office.id,
    address: keepTogether(office.address[page.lang]),
    image: office.departmentsImage,
  }));
  return { texts, seo, departments };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function BankInformation({ loaderData }: Route.ComponentProps) {
  return <BankInformationPage departments={loaderData.departments} />;
}
