import { legalCookiePolicy } from './legal-cookie-policy';
import { legalHelp } from './legal-help';
import { legalOffer } from './legal-offer';
import { legalPrivacy } from './legal-privacy';
import { legalRules } from './legal-rules';

export const legal = {
  updated: 'Last updated',
  rules: legalRules,
  offer: legalOffer,
  privacy: legalPrivacy,
  help: legalHelp,
  cookiePolicy: legalCookiePolicy,
};
