import type { PublicLanguage } from '@fuelcard/i18n';
import type { Office } from '@fuelcard/offices';
import type { OfficeView } from './office-view';
import { keepTogether } from './keep-together';
import { translator } from './texts.server';

export function officeView(office: Office, lang: PublicLanguage): OfficeView {
  const t = translator(lang);
  return {
    id: office.id,
    name: t(office.departmentsName),
    inCity: t(office.inCity),
    city: t(office.inCity.replace(/\.inCity$/, '.city')),
    address: keepTogether(office.address[lang]),
    footerAddress: keepTogether(office.footerAddress[lang]),
    phones: office.phoneNumber,
    emails: office.email,
    workingHours: office.workingHours,
    coordinates: office.coordinates,
  };
}
