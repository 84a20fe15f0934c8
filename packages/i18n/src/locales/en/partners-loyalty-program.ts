import type { partnersLoyaltyProgram as ru } from '../ru/partners-loyalty-program';
import type { DeepStringRecord } from '../../types';

export const partnersLoyaltyProgram = {
  title: 'Loyalty programme',
  description:
    'The loyalty programme helps partners run their own customer reward schemes on contactless cards.',
  features: {
    title: 'Features',
    segments: 'up to 10 programme segments on one 1K contactless card;',
    reports: 'more than 100 reports to analyse the programme;',
    integration: 'integration with the filling station automation system.',
  },
  contact: {
    text: 'To discuss joining, contact customer service.',
    link: 'Contacts',
  },
} satisfies DeepStringRecord<typeof ru>;
