import type { LocalizedText, PostalAddressParts } from './types';

/**
 * The payment system operator's legal details: who runs the site and the payment system, as the
 * footer of every page, /about, /offer, /privacy and the structured data (`Organization`:
 * `legalName`, `taxID`, `address`) show them. One file, swapped as a whole for the company's own
 * (docs/operators.md, "The operator's legal details"); a test holds every value to its format.
 */
export interface OperatorDetails {
  /**
   * True while the values below are invented stand-ins. Set it to false with the company's real
   * details; nothing else reads it but the tests and the operators' checklist.
   */
  standIn: boolean;
  /** Full legal name (organisational form and name in quotes). */
  legalName: LocalizedText;
  /** УНП, the 9-digit taxpayer number (schema.org `taxID`). */
  unp: string;
  /** State registration: the registering authority and the day (YYYY-MM-DD). */
  registration: { authority: LocalizedText; date: string };
  /**
   * The entry in the National Bank's register of payment system operators (or the e-money
   * licence): what register, the entry or licence number and its day (YYYY-MM-DD).
   */
  register: { name: LocalizedText; number: string; date: string };
  /** The legal address in full, as people read it. */
  legalAddress: LocalizedText;
  /** The same address in parts (schema.org PostalAddress); a test holds it to `legalAddress`. */
  postalAddress: PostalAddressParts;
}

/*
 * ─── STAND-IN VALUES — replace the whole file with the company's real details ─────────────
 * Every value below is invented for this site and plainly fictitious: the name is the invented
 * brand's, УНП 100000000 and register entry № 00-00 belong to no one, the address is the Minsk
 * office's sample address. They only show the shape and the length of the real ones.
 * ──────────────────────────────────────────────────────────────────────────────────────────
 */
export const operatorDetails: OperatorDetails = {
  standIn: true,
  legalName: {
    ru: 'Общество с ограниченной ответственностью «РоутКард»',
    en: 'RouteCard Limited Liability Company',
  },
  unp: '100000000',
  registration: {
    authority: {
      ru: 'Минский городской исполнительный комитет',
      en: 'Minsk City Executive Committee',
    },
    date: '1992-06-01',
  },
  register: {
    name: {
      ru: 'Реестр операторов платежных систем Национального банка Республики Беларусь',
      en: 'Register of payment system operators of the National Bank of the Republic of Belarus',
    },
    number: '00-00',
    date: '2020-01-15',
  },
  legalAddress: {
    ru: '220007, Республика Беларусь, г. Минск, ул. Московская, 22, офис 301',
    en: '22 Moskovskaya St., office 301, Minsk 220007, Republic of Belarus',
  },
  postalAddress: {
    postalCode: '220007',
    countryCode: 'BY',
    locality: { ru: 'Минск', en: 'Minsk' },
    street: { ru: 'ул. Московская, 22, офис 301', en: '22 Moskovskaya St., office 301' },
  },
};
