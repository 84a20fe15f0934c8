import type { errors as ru } from '../ru/errors';
import type { DeepStringRecord } from '../../types';

export const errors = {
  unexpected: {
    title: 'Unexpected Application Error',
    text: 'Something went wrong. Please reload the page or go back to the home page.',
    status: 'Error code: {{status}}',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
  },
  backHome: 'Go to the home page',
  searchLabel: 'Search the site',
  searchSubmit: 'Search',
  areasTitle: 'Main sections',
} satisfies DeepStringRecord<typeof ru>;
