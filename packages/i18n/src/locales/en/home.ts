import type { home as ru } from '../ru/home';
import type { DeepStringRecord } from '../../types';

export const home = {
  hero: {
    heading: 'Fuel cards and electronic payments for business',
    tagline: 'Refuel in 3 minutes with one card at filling stations across Belarus',
    readMore: 'More about the company',
  },
  services: {
    title: 'Services for clients',
    signContract: {
      title: 'Signing a contract',
      text: 'How to sign or re-sign a fuel card service contract.',
    },
    cardRules: {
      title: 'Card usage rules',
      text: 'How to pay with an electronic card at filling stations and other points of sale.',
    },
    nonResidents: {
      title: 'For non-residents',
      text: 'Fuel card terms for non-resident organisations: contact customer service at your regional office.',
    },
  },
  paymentSystem: {
    title: 'Payment system',
    coverage:
      'Our cards are accepted at 804 points of sale in Belarus and 379 in Russia. 97% of filling stations in Belarus support the system.',
    lead: 'Since 1992, our cards have paid for fuel, LPG, goods and services at filling stations, toll roads, car washes and parking.',
    signContract: 'Sign a contract',
    stats: {
      belarus: { value: '804', label: 'points of sale in Belarus' },
      russia: { value: '379', label: 'points of sale in Russia' },
      stations: { value: '97%', label: 'of filling stations in Belarus support the system' },
    },
  },
  fuelCards: {
    title: 'Fuel cards',
    paragraph1:
      'A fuel card lets you pay for fuel, LPG, motor oils, goods and services at filling stations without cash. Every transaction appears in your reports, and the contract balance and card limits are always visible in the personal account.',
    paragraph2:
      'Each card has a category (diesel, petrol, fuel or universal) and, if needed, daily and monthly limits. This lets an organisation control fuel spending for every driver.',
    roadImageAlt: 'A country road',
    pdfCard: {
      title: 'Fuel cards: client guide',
      action: 'Download PDF',
    },
  },
  actual: {
    title: 'Quick links',
    gasStations: {
      title: 'Filling station map',
      text: 'Find the nearest filling station that accepts our cards.',
    },
    routes: {
      title: 'Routes',
      text: 'Plan your trip with refuelling stops along the way.',
    },
    contacts: {
      title: 'Offices',
      text: 'Addresses, phone numbers and opening hours of our offices in Belarus and Russia.',
    },
  },
  newsTeaser: {
    title: 'News',
    previous: 'Previous news item',
    next: 'Next news item',
    open: 'Read the news',
    empty: 'There is no news at the moment.',
    following: 'More news',
  },
  partners: {
    title: 'Our partners',
    previous: 'Previous partners',
    next: 'Next partners',
    logoAlt: 'Partner logo: {{name}}',
  },
} satisfies DeepStringRecord<typeof ru>;
