import { offices, smolenskBranch } from '@fuelcard/offices';
import type { OfficeView } from './lib/office-view';
import { officeView } from './lib/office-view.server';

/** The six offices and the Smolensk branch as pages receive them. */
export const officeViews = (lang: 'ru' | 'en' = 'ru'): OfficeView[] => offices.map((office) => officeView(office, lang));
export const smolenskView = (lang: 'ru' | 'en' = 'ru'): OfficeView => officeView(smolenskBranch, lang);
