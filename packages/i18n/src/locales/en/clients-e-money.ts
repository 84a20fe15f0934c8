import type { clientsEMoneyRegulations as ru } from '../ru/clients-e-money';
import type { DeepStringRecord } from '../../types';

export const clientsEMoneyRegulations = {
  title: 'Electronic money regulations',
  description:
    'How the electronic money balance of a contract becomes available for payment during the day, at weekends and on holidays, and how it is divided among the cards.',
  rules: {
    title: 'The rules',
    parts: 'The electronic money balance of the contract becomes available for payment in parts.',
    evening: 'From 18:00 to 24:00, up to 50% of the balance is available.',
    night: 'From 24:00 to 18:00 of the next day, the other 50% is available.',
    weekends: 'At weekends and on holidays, the balance is split into 3 parts.',
    cards: 'The balance is divided among the cards in proportion to their daily quota.',
    sales: 'The available amount is reduced by the day’s sales.',
  },
  news: {
    text: 'We announce changes to these rules in',
    link: 'the News section',
  },
  personalAccount: {
    text: 'You can check the balance and the contract’s transactions in the',
    link: 'personal account web service',
  },
} satisfies DeepStringRecord<typeof ru>;
