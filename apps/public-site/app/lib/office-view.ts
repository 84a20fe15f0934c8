import type { PhoneLine } from '@fuelcard/offices';

/** An office as the frame and the contacts page show it: already in the page's language. */
export interface OfficeView {
  id: number;
  name: string;
  /** The city alone (the offline map's labels). */
  city: string;
  /** 'Customer service in <city>'. */
  inCity: string;
  /** Street address (contacts page). */
  address: string;
  /** Full postal address (footer). */
  footerAddress: string;
  phones: readonly PhoneLine[];
  /** For organisations, for client inquiries, technical support. */
  emails: readonly [string, string, string];
  /** Catalogue keys of the three working-hour lines. */
  workingHours: readonly string[];
  /** As stored; checked before the map uses them. */
  coordinates: readonly number[];
}
