import { DEFAULT_MAP_CENTER } from './map';
import { phoneLine } from './phone-line';
import type { Office } from './types';
import { WORKING_HOUR_KEYS } from './working-hours';

/*
 * ─── Sample values the company replaces ──────────────────────────────────────────────
 * The specification gives the offices, their order and two coordinates (the Minsk map
 * centre and the Smolensk branch). Everything else below is a plausible sample in the
 * right format, to be replaced with the company's real data:
 *   - street addresses and postcodes (ru and en),
 *   - phone numbers (real Belarusian city codes: Minsk 17, Brest 162, Vitebsk 212,
 *     Gomel 232, Grodno 152, Mogilev 222; Smolensk +7 4812),
 *   - e-mail addresses on the invented domain below,
 *   - coordinates of the regional offices (city centres).
 * Real values: Minsk coordinates = DEFAULT_MAP_CENTER; Smolensk = [54.771325, 32.053075].
 * ─────────────────────────────────────────────────────────────────────────────────────
 */
export const SAMPLE_EMAIL_DOMAIN = 'routecard.example';

const emails = (city: string) =>
  [
    `office.${city}@${SAMPLE_EMAIL_DOMAIN}`,
    `info.${city}@${SAMPLE_EMAIL_DOMAIN}`,
    `support.${city}@${SAMPLE_EMAIL_DOMAIN}`,
  ] as const;

/** The six Belarusian offices, ids 1–6; Minsk (id 1) is the default. */
export const offices: readonly Office[] = [
  {
    id: 1,
    departmentsName: 'offices.minsk.name',
    address: {
      ru: 'г. Минск, ул. Московская, 22, офис 301',
      en: '22 Moskovskaya St., office 301, Minsk',
    },
    footerAddress: {
      ru: '220007, Республика Беларусь, г. Минск, ул. Московская, 22, офис 301',
      en: '22 Moskovskaya St., office 301, Minsk 220007, Republic of Belarus',
    },
    postalAddress: {
      postalCode: '220007',
      countryCode: 'BY',
      locality: { ru: 'Минск', en: 'Minsk' },
      street: { ru: 'ул. Московская, 22, офис 301', en: '22 Moskovskaya St., office 301' },
    },
    footerShortAddress: { ru: 'г. Минск, ул. Московская, 22', en: '22 Moskovskaya St., Minsk' },
    inCity: 'offices.minsk.inCity',
    phoneNumber: [
      phoneLine('+375 (17) 200-00-01', 'tel/fax'),
      phoneLine('+375 (17) 200-00-02'),
      phoneLine('+375 (17) 200-00-03', 'fax'),
    ],
    email: emails('minsk'),
    workingHours: WORKING_HOUR_KEYS,
    departmentsImage: '/images/offices/minsk.svg',
    coordinates: DEFAULT_MAP_CENTER,
  },
  {
    id: 2,
    departmentsName: 'offices.brest.name',
    address: {
      ru: 'г. Брест, ул. Советская, 48, офис 12',
      en: '48 Sovetskaya St., office 12, Brest',
    },
    footerAddress: {
      ru: '224005, Республика Беларусь, г. Брест, ул. Советская, 48, офис 12',
      en: '48 Sovetskaya St., office 12, Brest 224005, Republic of Belarus',
    },
    postalAddress: {
      postalCode: '224005',
      countryCode: 'BY',
      locality: { ru: 'Брест', en: 'Brest' },
      street: { ru: 'ул. Советская, 48, офис 12', en: '48 Sovetskaya St., office 12' },
    },
    footerShortAddress: { ru: 'г. Брест, ул. Советская, 48', en: '48 Sovetskaya St., Brest' },
    inCity: 'offices.brest.inCity',
    phoneNumber: [phoneLine('+375 (162) 20-00-01', 'tel/fax'), phoneLine('+375 (162) 20-00-02')],
    email: emails('brest'),
    workingHours: WORKING_HOUR_KEYS,
    departmentsImage: '/images/offices/brest.svg',
    coordinates: [52.097621, 23.73405],
  },
  {
    id: 3,
    departmentsName: 'offices.vitebsk.name',
    address: {
      ru: 'г. Витебск, ул. Ленина, 26, офис 7',
      en: '26 Lenina St., office 7, Vitebsk',
    },
    footerAddress: {
      ru: '210015, Республика Беларусь, г. Витебск, ул. Ленина, 26, офис 7',
      en: '26 Lenina St., office 7, Vitebsk 210015, Republic of Belarus',
    },
    postalAddress: {
      postalCode: '210015',
      countryCode: 'BY',
      locality: { ru: 'Витебск', en: 'Vitebsk' },
      street: { ru: 'ул. Ленина, 26, офис 7', en: '26 Lenina St., office 7' },
    },
    footerShortAddress: { ru: 'г. Витебск, ул. Ленина, 26', en: '26 Lenina St., Vitebsk' },
    inCity: 'offices.vitebsk.inCity',
    phoneNumber: [phoneLine('+375 (212) 60-00-01', 'tel/fax'), phoneLine('+375 (212) 60-00-02')],
    email: emails('vitebsk'),
    workingHours: WORKING_HOUR_KEYS,
    departmentsImage: '/images/offices/vitebsk.svg',
    coordinates: [55.19043, 30.204929],
  },
  {
    id: 4,
    departmentsName: 'offices.gomel.name',
    address: {
      ru: 'г. Гомель, ул. Советская, 21, офис 405',
      en: '21 Sovetskaya St., office 405, Gomel',
    },
    footerAddress: {
      ru: '246050, Республика Беларусь, г. Гомель, ул. Советская, 21, офис 405',
      en: '21 Sovetskaya St., office 405, Gomel 246050, Republic of Belarus',
    },
    postalAddress: {
      postalCode: '246050',
      countryCode: 'BY',
      locality: { ru: 'Гомель', en: 'Gomel' },
      street: { ru: 'ул. Советская, 21, офис 405', en: '21 Sovetskaya St., office 405' },
    },
    footerShortAddress: { ru: 'г. Гомель, ул. Советская, 21', en: '21 Sovetskaya St., Gomel' },
    inCity: 'offices.gomel.inCity',
    phoneNumber: [
      phoneLine('+375 (232) 70-00-01', 'tel/fax'),
      phoneLine('+375 (232) 70-00-02', 'fax'),
    ],
    email: emails('gomel'),
    workingHours: WORKING_HOUR_KEYS,
    departmentsImage: '/images/offices/gomel.svg',
    coordinates: [52.42416, 31.014281],
  },
  {
    id: 5,
    departmentsName: 'offices.grodno.name',
    address: {
      ru: 'г. Гродно, ул. Ожешко, 38, офис 9',
      en: '38 Ozheshko St., office 9, Grodno',
    },
    footerAddress: {
      ru: '230023, Республика Беларусь, г. Гродно, ул. Ожешко, 38, офис 9',
      en: '38 Ozheshko St., office 9, Grodno 230023, Republic of Belarus',
    },
    postalAddress: {
      postalCode: '230023',
      countryCode: 'BY',
      locality: { ru: 'Гродно', en: 'Grodno' },
      street: { ru: 'ул. Ожешко, 38, офис 9', en: '38 Ozheshko St., office 9' },
    },
    footerShortAddress: { ru: 'г. Гродно, ул. Ожешко, 38', en: '38 Ozheshko St., Grodno' },
    inCity: 'offices.grodno.inCity',
    phoneNumber: [phoneLine('+375 (152) 70-00-01', 'tel/fax'), phoneLine('+375 (152) 70-00-02')],
    email: emails('grodno'),
    workingHours: WORKING_HOUR_KEYS,
    departmentsImage: '/images/offices/grodno.svg',
    coordinates: [53.677834, 23.829529],
  },
  {
    id: 6,
    departmentsName: 'offices.mogilev.name',
    address: {
      ru: 'г. Могилев, ул. Первомайская, 31, офис 214',
      en: '31 Pervomayskaya St., office 214, Mogilev',
    },
    footerAddress: {
      ru: '212030, Республика Беларусь, г. Могилев, ул. Первомайская, 31, офис 214',
      en: '31 Pervomayskaya St., office 214, Mogilev 212030, Republic of Belarus',
    },
    postalAddress: {
      postalCode: '212030',
      countryCode: 'BY',
      locality: { ru: 'Могилев', en: 'Mogilev' },
      street: { ru: 'ул. Первомайская, 31, офис 214', en: '31 Pervomayskaya St., office 214' },
    },
    footerShortAddress: {
      ru: 'г. Могилев, ул. Первомайская, 31',
      en: '31 Pervomayskaya St., Mogilev',
    },
    inCity: 'offices.mogilev.inCity',
    phoneNumber: [phoneLine('+375 (222) 70-00-01', 'tel/fax'), phoneLine('+375 (222) 70-00-02')],
    email: emails('mogilev'),
    workingHours: WORKING_HOUR_KEYS,
    departmentsImage: '/images/offices/mogilev.svg',
    coordinates: [53.894548, 30.330654],
  },
];

/** The Russian branch (contacts page and footer text only; not in the office dropdown). */
export const smolenskBranch: Office = {
  id: 7,
  departmentsName: 'offices.smolensk.name',
  address: {
    ru: 'г. Смоленск, ул. Большая Советская, 19, офис 5',
    en: '19 Bolshaya Sovetskaya St., office 5, Smolensk',
  },
  footerAddress: {
    ru: '214000, Российская Федерация, г. Смоленск, ул. Большая Советская, 19, офис 5',
    en: '19 Bolshaya Sovetskaya St., office 5, Smolensk 214000, Russian Federation',
  },
  postalAddress: {
    postalCode: '214000',
    countryCode: 'RU',
    locality: { ru: 'Смоленск', en: 'Smolensk' },
    street: { ru: 'ул. Большая Советская, 19, офис 5', en: '19 Bolshaya Sovetskaya St., office 5' },
  },
  footerShortAddress: {
    ru: 'г. Смоленск, ул. Большая Советская, 19',
    en: '19 Bolshaya Sovetskaya St., Smolensk',
  },
  inCity: 'offices.smolensk.inCity',
  phoneNumber: [phoneLine('+7 (4812) 20-00-01', 'tel/fax'), phoneLine('+7 (4812) 20-00-02')],
  email: emails('smolensk'),
  workingHours: WORKING_HOUR_KEYS,
  departmentsImage: '/images/offices/smolensk.svg',
  coordinates: [54.771325, 32.053075],
};
