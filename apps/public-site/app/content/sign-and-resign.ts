/** The lists of /clients/signAndResign (content-pages spec §2.2, §4.1), by catalogue key. */
export const SIGN_PARTICIPANTS = [
  'operator',
  'agents',
  'issuer',
  'tradeAndService',
  'serviceCenter',
] as const;
export const CUSTOMER_SERVICE_ITEMS = [
  'consultations',
  'registration',
  'cards',
  'questions',
] as const;
export const SYSTEM_USAGE_ITEMS = [
  'personalAccount',
  'categories',
  'limits',
  'acceptance',
] as const;
/** The six steps of signing and re-signing (§4.1). */
export const SIGNING_STEPS = [
  'preRegister',
  'registrationCard',
  'waitSms',
  'register',
  'application',
  'confirmation',
] as const;
export const DEAL_FACTS = [
  'contractNumber',
  'noEmailOrFax',
  'stopped',
  'smsTerm',
  'cardAfterPayment',
] as const;

/** The two ways of signing, each a dropdown; at most one is open (§4.4). */
export const SIGNING_WAYS = ['self', 'service'] as const;
export type SigningWay = (typeof SIGNING_WAYS)[number];
