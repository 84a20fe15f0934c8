import type { PublicLanguage } from '@fuelcard/i18n';
import { offices, smolenskBranch } from '@fuelcard/offices';
import { CONTENT_PAGES } from '../content/content-pages';
import { OTHER_REGION } from './application-form';
import { translator } from './texts.server';

/** A choice of the region select: its value in the form and its words on the page. */
export interface RegionOption {
  value: string;
  label: string;
}

/** The offices and the other-region choice, by the values the form sends. */
const REGION_OFFICES = [...offices, smolenskBranch];

/** The region choices in the page's language: the offices, then "other". */
export function regionOptions(lang: PublicLanguage): RegionOption[] {
  const t = translator(lang);
  return [
    ...REGION_OFFICES.map((office) => ({
      value: String(office.id),
      label: t(office.departmentsName),
    })),
    { value: OTHER_REGION, label: t('application.fields.region.other') },
  ];
}

/** The values the region select may send. */
export const REGION_VALUES: readonly string[] = [
  ...REGION_OFFICES.map((office) => String(office.id)),
  OTHER_REGION,
];

/** The region as the API stores it: the office's Russian name (the console reads Russian). */
export function regionForApi(value: string): string {
  const t = translator('ru');
  const office = REGION_OFFICES.find((candidate) => String(candidate.id) === value);
  return office ? t(office.departmentsName) : t('application.fields.region.other');
}

/** The product pages a demo may be asked for from (their «Запросить демо» link names them). */
const PRODUCT_PAGES = CONTENT_PAGES.filter(
  (page) =>
    page.section.startsWith('equipment.') &&
    page.section !== 'equipment.landing' &&
    page.section !== 'equipment.invoicesSiteTariffs' &&
    !page.placeholder,
);

/** The product page a `?product=` names (any letter case), with its title; null for any other value. */
export function productOf(
  value: string | null,
  lang: PublicLanguage,
): { path: string; name: string } | null {
  if (value === null) return null;
  const path = value.trim().replace(/\/+$/, '').toLowerCase();
  const page = PRODUCT_PAGES.find((candidate) => candidate.path.toLowerCase() === path);
  return page ? { path: page.path, name: translator(lang)(`${page.section}.title`) } : null;
}
