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
  summaryPage: 'Page {{page}} of {{pages}}',
  pagination: {
    label: 'Search result pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  pageMissing:
    'There is no page {{page}} of results: “{{query}}” has {{pages}}. Open the first page of results.',
  firstPage: 'First page of results',
  moreOnPage: 'More matches on this page: {{count}}',
  popular: 'Popular searches',
  suggestions: {
    contract: 'contract',
    prices: 'price list',
    account: 'personal account',
    smolensk: 'Smolensk',
  },
} satisfies DeepStringRecord<typeof ru>;
