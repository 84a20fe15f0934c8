import type {
  equipmentCardPayApp as ruCardPayApp,
  equipmentInternetClientApp as ruInternetClientApp,
  equipmentPersonalAccWebApp as ruPersonalAccWebApp,
  equipmentSmartPayApp as ruSmartPayApp,
} from '../ru/equipment-client-products';
import type { DeepStringRecord } from '../../types';

export const equipmentInternetClientApp = {
  title: 'Client mobile app',
  description:
    'A mobile app for fuel card holders: virtual cards, card linking and refuelling statistics.',
  imageAlt: 'The client mobile app screen',
  lists: {
    features: {
      title: 'Features',
      virtualCards: 'virtual cards;',
      linking: 'linking cards through the personal account;',
      statistics: 'live refuelling statistics;',
      refuelling: 'refuelling with a virtual card.',
    },
  },
  stores: {
    title: 'Download the app',
    android: 'Google Play',
    apple: 'App Store',
    androidCaption: 'Get it on',
    appleCaption: 'Download on the',
  },
} satisfies DeepStringRecord<typeof ruInternetClientApp>;

export const equipmentCardPayApp = {
  title: 'Card payment app',
  description:
    'A mobile app for paying with a fuel card. Customer service will tell you about its features and how to connect.',
  imageAlt: 'The card payment app screen',
  lists: {
    request: {
      title: 'On request you will receive',
      features: 'a description of the app’s features;',
      terms: 'connection terms.',
    },
  },
} satisfies DeepStringRecord<typeof ruCardPayApp>;

export const equipmentSmartPayApp = {
  title: 'SmartPay app',
  description:
    'SmartPay lets drivers pay for fuel and activate the fuel dispenser from a mobile app, without a filling station cashier.',
  imageAlt: 'Paying for fuel with the SmartPay app',
  lists: {
    parts: {
      title: 'What the solution consists of',
      client: 'a client component at the filling station;',
      server: 'a server component hosted by the developer.',
    },
  },
} satisfies DeepStringRecord<typeof ruSmartPayApp>;

export const equipmentPersonalAccWebApp = {
  title: 'Client personal account',
  description:
    'A web app where the client manages the contract and cards, receives reports and connects services.',
  imageAlt: 'The client personal account screen',
  lists: {
    account: {
      title: 'Contract and cards',
      state: 'view the account status;',
      cards: 'view and edit cards and their limits.',
    },
    reports: {
      title: 'Reports',
      transactions: 'transactions;',
      payments: 'payments;',
      turnovers: 'turnovers and balances, including e-invoices sent to the tax portal.',
    },
    services: {
      title: 'Connecting services',
      balance: 'balance notifications;',
      alerts: 'SMS and e-mail alerts;',
      tollRoads: 'toll roads;',
      otherCards: 'fuel cards from other operators;',
      mobile: 'mobile top-ups.',
    },
  },
} satisfies DeepStringRecord<typeof ruPersonalAccWebApp>;
