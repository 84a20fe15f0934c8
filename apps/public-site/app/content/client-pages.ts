/** The lists of the smaller client pages (content-pages spec §2.3, §2.7, §2.9, §4.2, §9), by catalogue key. */
export const CARD_APPLICATION_ITEMS = ['count', 'category', 'limits', 'serviceCenter'] as const;
/** Card pickup (§4.2): what the head of the organisation and another representative present. */
export const SUPERVISOR_DOCUMENTS = ['order', 'identity', 'payment'] as const;
export const REPRESENTATIVE_DOCUMENTS = ['powerOfAttorney', 'identity', 'payment'] as const;

export const PERSONAL_ACCOUNT_STEPS = ['register', 'signIn', 'section', 'period'] as const;
/** The five sections of the personal account (§2.7, §3). */
export const PERSONAL_ACCOUNT_SECTIONS = [
  'information',
  'payments',
  'cards',
  'report',
  'balance',
] as const;

/** The e-money balance split (§9), in order. */
export const E_MONEY_RULES = ['parts', 'evening', 'night', 'weekends', 'cards', 'sales'] as const;
