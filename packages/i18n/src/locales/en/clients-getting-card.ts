import type { clientsGettingElectronicCard as ru } from '../ru/clients-getting-card';
import type { DeepStringRecord } from '../../types';

export const clientsGettingElectronicCard = {
  title: 'Getting an electronic card',
  description:
    'An electronic card is issued only after the invoice is paid. Below: what a card application contains and which documents you need to collect the card.',
  application: {
    title: 'Card application',
    intro: 'The application states:',
    count: 'the number of cards;',
    category: 'the category of each card: diesel, petrol, fuel or universal;',
    limits: 'daily and monthly limits, if needed;',
    serviceCenter: 'the service centre where the cards will be collected.',
  },
  mail: {
    text: 'You can send the application by e-mail:',
  },
  pickup: {
    title: 'Collecting the card',
    supervisor: {
      title: 'The head of the organisation presents:',
      order: 'the order of appointment;',
      identity: 'a passport or driving licence;',
      payment:
        'when collecting on the day of payment, a copy of the payment order stamped by the bank.',
    },
    representative: {
      title: 'Another representative of the organisation presents:',
      powerOfAttorney: 'a power of attorney;',
      identity: 'a passport or driving licence;',
      payment: 'a copy of the payment order.',
    },
  },
  personalAccount: {
    text: 'The card list and the contract’s payments are available in the personal account web service.',
    link: 'Go to the personal account',
  },
} satisfies DeepStringRecord<typeof ru>;
