/** A text that differs by public language (the catalogue languages ru and en). */
export interface LocalizedText {
  ru: string;
  en: string;
}

/** Latitude, longitude in decimal degrees. */
export type Coordinates = readonly [lat: number, lng: number];

/** How a phone line is labelled beside the number: plain, 'tel/fax' or 'fax'. */
export type PhoneSuffix = 'tel/fax' | 'fax';

/** One phone line: the number as people read it, the same number for a `tel:` link, an optional label. */
export interface PhoneLine {
  display: string;
  tel: string;
  suffix?: PhoneSuffix;
}

/** The three e-mails of an office: organisations, client inquiries, technical support. */
export type OfficeEmails = readonly [
  organisations: string,
  clientInquiries: string,
  technicalSupport: string,
];

/** The three working-hour catalogue keys: weekdays, Friday, days off. */
export type OfficeWorkingHourKeys = readonly [weekdays: string, friday: string, daysOff: string];

/**
 * An office's postal address in parts, for machines (structured data: schema.org PostalAddress).
 * The same address as `footerAddress`, which a test holds it to.
 */
export interface PostalAddressParts {
  postalCode: string;
  /** ISO 3166-1 alpha-2: 'BY' or 'RU'. */
  countryCode: string;
  /** The city without its prefix: 'Минск' / 'Minsk'. */
  locality: LocalizedText;
  /** Street, house and office: 'ул. Московская, 22, офис 301' / '22 Moskovskaya St., office 301'. */
  street: LocalizedText;
}

/** A regional office (the six Belarusian offices and the Smolensk branch share this shape). */
export interface Office {
  id: number;
  /** Catalogue key of the office name, e.g. 'offices.minsk.name'. */
  departmentsName: string;
  /** Address shown on the contacts page. */
  address: LocalizedText;
  /** Full postal address shown in the footer. */
  footerAddress: LocalizedText;
  /** The same postal address in parts. */
  postalAddress: PostalAddressParts;
  /** Short address (city and street) used where space is tight. */
  footerShortAddress: LocalizedText;
  /** Catalogue key of the 'customer service in <city>' line, e.g. 'offices.minsk.inCity'. */
  inCity: string;
  phoneNumber: readonly PhoneLine[];
  email: OfficeEmails;
  workingHours: OfficeWorkingHourKeys;
  /** Public path of the office picture, '/images/offices/<city>.svg'. */
  departmentsImage: string;
  coordinates: Coordinates;
}
