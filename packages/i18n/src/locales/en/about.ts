import type { about as ru } from '../ru/about';
import type { DeepStringRecord } from '../../types';

export const about = {
  title: 'About us',
  intro: {
    heading: 'About the company',
    paragraph1:
      'We have been in business since 1992. We run a payment system in which electronic card holders pay for fuel, goods and services at filling stations and other points of sale.',
    paragraph2:
      'Our head office and six regional offices in Minsk, Brest, Vitebsk, Gomel, Grodno and Mogilev serve clients throughout Belarus, and our subsidiary in Smolensk serves clients in Russia.',
  },
  system: {
    heading: 'Payment system',
    cards: {
      fuelCards: {
        title: 'Fuel cards',
        text: 'Electronic cards for legal entities and individual entrepreneurs, with fuel categories and spending limits.',
      },
      personalAccount: {
        title: 'Personal account',
        text: 'Contract status, payments, card list, sales reports and balances in one web service.',
      },
      software: {
        title: 'Software',
        text: 'Solutions for filling stations: an automation system, a self-service checkout and an electronic invoice site.',
      },
    },
    stepsTitle: 'How the system works',
    steps: {
      contract: 'The organisation signs a contract and registers in the personal account.',
      cards: 'Once the invoice is paid, the organisation receives its electronic cards.',
      payment: 'Drivers pay with the card at filling stations and other points of sale.',
      control: 'Transactions, payments and balances appear in the personal account.',
    },
    cardImageAlt: 'An electronic fuel card',
    stationImageAlt: 'Paying by card at a filling station',
  },
  purpose: {
    heading: 'What the system is for',
    cards: {
      fuel: {
        title: 'Fuel',
        text: 'Petrol, diesel, gas and kerosene at filling stations in Belarus and Russia.',
      },
      goods: {
        title: 'Goods and services',
        text: 'Groceries, other goods and oils, and vehicle servicing at garages.',
      },
      road: {
        title: 'On the road',
        text: 'Toll roads, parking, car washes and other services along the route.',
      },
    },
    listTitle: 'The card pays for',
    items: {
      gasoline: 'petrol',
      diesel: 'diesel fuel',
      gas: 'gas',
      kerosene: 'kerosene',
      groceries: 'groceries',
      goods: 'other goods',
      oils: 'oils',
      serviceStations: 'vehicle servicing and repairs',
      technicalInspection: 'vehicle roadworthiness testing',
      tollRoads: 'toll roads',
      carWash: 'car wash',
      vacuumCleaner: 'car vacuum cleaners',
      parking: 'parking',
      mobileOperators: 'mobile operator services',
      customsAgents: 'customs agent services',
    },
    dispenserImageAlt: 'A fuel dispenser',
  },
  clientsAndPartners: {
    heading: 'Clients and partners',
    intro: 'Who takes part in the payment system:',
    items: {
      legalEntities: 'legal entities holding fuel cards',
      soleTraders: 'individual entrepreneurs',
      gasStations: 'filling station operators',
      tradeAndService: 'retail and service outlets',
      serviceCenters: 'service centres',
      agents: 'payment system agents',
      issuer: 'the issuing bank',
    },
    forClients: 'For clients',
    forPartners: 'For partners',
  },
} satisfies DeepStringRecord<typeof ru>;
