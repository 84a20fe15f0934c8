import type { errors as ru } from '../ru/errors';
import type { DeepStringRecord } from '../../types';

export const errors = {
  unexpected: {
    title: 'Unexpected Application Error',
    heading: 'Sorry, there is a problem',
    text: 'Something went wrong. Please reload the page or go back to the home page.',
    status: 'Error code: {{status}}',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
    hint: 'If you typed the address, check it for typos. You can find the section you need by searching or in the list below.',
  },
  backHome: 'Go to the home page',
  contacts: 'Contact us',
  searchLabel: 'Search the site',
  searchSubmit: 'Search',
  areasTitle: 'Main sections',
} satisfies DeepStringRecord<typeof ru>;
