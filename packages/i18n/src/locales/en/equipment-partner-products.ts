import type {
  equipmentOilAndCapital as ruOilAndCapital,
  equipmentSelfServiceCheckout as ruSelfServiceCheckout,
  equipmentWebCenter as ruWebCenter,
} from '../ru/equipment-partner-products';
import type { DeepStringRecord } from '../../types';

export const equipmentWebCenter = {
  title: 'Web center',
  description:
    'The web center is a software product for payment system partners. Our specialists provide a description of its features, delivery terms and pricing on request.',
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
    'The Oil and Capital software suite is designed for fuel market companies. Our specialists provide a detailed description and delivery terms on request.',
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
    'The self-service checkout lets gas station customers pay for fuel and goods themselves, without waiting for an operator. Queues at the station are cut by 15–20%.',
  imageAlt: 'A self-service checkout at a gas station',
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
        'Our specialists will provide the list of supported fiscal registrars and payment systems on request.',
    },
  },
} satisfies DeepStringRecord<typeof ruSelfServiceCheckout>;
