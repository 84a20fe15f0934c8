import type { header as ru } from '../ru/header';
import type { DeepStringRecord } from '../../types';

export const header = {
  language: {
    label: 'Site language',
    ru: 'RU',
    en: 'EN',
    ruName: 'Русский',
    enName: 'English',
  },
  departments: {
    label: 'Office phone numbers',
    toggle: 'Choose an office',
    allContacts: 'All contacts',
  },
  phoneLine: {
    label: 'Customer service phone',
    call: 'Call {{phone}}',
  },
  buttons: {
    /** The drawer's primary button: the application form (type client). */
    becomeClient: 'Become a client',
    gasStations: 'Find a filling station',
    personalAccount: 'Personal account',
  },
  search: {
    label: 'Search the site',
    placeholder: 'Search the site',
    open: 'Open search',
    results: 'Search results',
    noResults: 'Nothing found for “{{query}}”',
    found: 'Pages found: {{count}}',
    morePages: '{{count}} more pages — show all results',
    submit: 'Search',
  },
} satisfies DeepStringRecord<typeof ru>;
