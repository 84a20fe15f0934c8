import { legalCookiePolicy } from './legal-cookie-policy';
import { legalHelp } from './legal-help';
import { legalOffer } from './legal-offer';
import { legalPrivacy } from './legal-privacy';
import { legalRules } from './legal-rules';

/** Legal and help pages linked from the footer and the cookie dialog. */
export const legal = {
  /** Above each legal document: the day of its current wording (content/legal-pages.ts). */
  updated: 'Дата обновления',
  rules: legalRules,
  offer: legalOffer,
  privacy: legalPrivacy,
  help: legalHelp,
  cookiePolicy: legalCookiePolicy,
};
