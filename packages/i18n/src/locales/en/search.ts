import type { search as ru } from '../ru/search';
import type { DeepStringRecord } from '../../types';

export const search = {
  title: 'Search the site',
  description:
    'Search the pages of the site: contracts, cards, documents, equipment and office contacts.',
  fieldLabel: 'What to find',
  submit: 'Search',
  summary: 'Pages found for “{{query}}”: {{count}}',
  noResults:
    'Nothing found for “{{query}}”. Check the spelling or try part of a word, for example “contract”, “card” or “station”.',
  empty: 'Type a word or part of a word, for example “contract”, “price list” or “Smolensk”.',
  moreOnPage: 'More matches on this page: {{count}}',
  popular: 'Popular searches',
  suggestions: {
    contract: 'contract',
    prices: 'price list',
    account: 'personal account',
    smolensk: 'Smolensk',
  },
} satisfies DeepStringRecord<typeof ru>;
