import type { news as ru } from '../ru/news';
import type { DeepStringRecord } from '../../types';

export const news = {
  title: 'News',
  description: 'Company news: changes to the payment system, new services and tools for clients and partners.',
  sort: {
    label: 'Sort by',
    newest: 'Newest first',
    oldest: 'Oldest first',
  },
  pagination: {
    label: 'News pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  loading: 'Loading news…',
  empty: 'There is no news yet.',
  backToHome: 'Back to home',
  detailedNews: 'Detailed news',
  backToNews: 'All news',
} satisfies DeepStringRecord<typeof ru>;
