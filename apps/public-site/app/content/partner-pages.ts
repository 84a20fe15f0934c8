/** The lists of the partner pages (content-pages spec §2.12–§2.14, §4.3, §9), by catalogue key. */
export const VOICE_MENU_KEYS = ['key1', 'key2', 'key3', 'key9'] as const;
export const VOICE_RULES = ['contractNumber', 'noKey', 'wrongKey'] as const;

export const LOYALTY_FEATURES = ['segments', 'reports', 'integration'] as const;

/** The three cards of the bank page and where they lead. */
export const BANK_CARDS = [
  { key: 'cardUsageRules', href: '/partners/cardUsageRules' },
  { key: 'plasticCardUsageRules', href: '/partners/plasticCardUsageRules' },
  { key: 'forNotAResidentsServices', href: '/partners/forNotAResidentsServices' },
] as const;

/** Where the bank page's read-more links lead. */
export const BANK_READ_MORE = [
  { key: 'about', href: '/about' },
  { key: 'contacts', href: '/contacts' },
] as const;
