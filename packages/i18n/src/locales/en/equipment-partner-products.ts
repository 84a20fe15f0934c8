import type {
  equipmentOilAndCapital as ruOilAndCapital,
  equipmentSelfServiceCheckout as ruSelfServiceCheckout,
  equipmentWebCenter as ruWebCenter,
} from '../ru/equipment-partner-products';
import type { DeepStringRecord } from '../../types';

export const equipmentWebCenter = {
  title: 'Web centre',
  description:
    'The web centre is a software product for payment system partners. On request, we will send you a description of its features, delivery terms and prices.',
  lists: {
    request: {
      title: 'On request you will receive',
      features: 'a description of the product’s features and components;',
      terms: 'connection and delivery terms;',
      price: 'the cost of implementation and support.',
    },
  },
} satisfies DeepStringRecord<typeof ruWebCenter>;

export const equipmentOilAndCapital = {
  title: 'Oil and Capital software suite',
  description:
    'The Oil and Capital software suite is designed for fuel market companies. On request, we will send you a detailed description and delivery terms.',
  lists: {
    request: {
      title: 'On request you will receive',
      features: 'a description of the suite’s features and components;',
      terms: 'connection and delivery terms;',
      price: 'the cost of implementation and support.',
    },
  },
} satisfies DeepStringRecord<typeof ruOilAndCapital>;

export const equipmentSelfServiceCheckout = {
  title: 'Self-service checkout',
  description:
    'The self-service checkout lets filling station customers pay for fuel and goods themselves, without waiting for a cashier. It cuts queues at the station by 15–20%.',
  imageAlt: 'A self-service checkout at a filling station',
  lists: {
    features: {
      title: 'Features',
      queues: 'queues cut by 15–20%;',
      fiscal: 'works with fiscal registrars;',
      payments: 'accepts payment through payment systems;',
      warranty: 'one-year hardware warranty.',
    },
    details: {
      title: 'Details',
      models:
        'On request, we will send you the list of supported fiscal registrars and payment systems.',
    },
  },
} satisfies DeepStringRecord<typeof ruSelfServiceCheckout>;
