import type { partnersForBankInformation as ru } from '../ru/partners-bank-information';
import type { DeepStringRecord } from '../../types';

export const partnersForBankInformation = {
  title: 'Information for banks',
  description:
    'A bank takes part in the payment system as the issuer of electronic money. Here are the rules, documents and contacts for partner banks.',
  cards: {
    title: 'Rules and services',
    cardUsageRules: {
      title: 'Card usage rules',
      text: 'How a card is read and how a payment is made at a point of sale.',
    },
    plasticCardUsageRules: {
      title: 'Plastic card usage rules',
      text: 'Rules for plastic card holders.',
    },
    forNotAResidentsServices: {
      title: 'Services for non-residents',
      text: 'Terms of service for non-resident organisations.',
    },
  },
  department: {
    title: 'Office contacts',
    address: 'Address',
    phone: 'Phone',
    imageAlt: 'Office building: {{name}}',
  },
  documents: {
    title: 'Documents',
    eMoneyRegulations: 'Electronic money regulations',
    eMoneyRegulationsText: 'How the contract balance becomes available for payment',
    bankDocument1: 'Procedure for cooperation with the issuing bank',
    bankDocument2: 'Settlement procedure for electronic money transactions',
  },
  readMore: {
    title: 'Read more',
    about: 'About us',
    contacts: 'Contacts',
  },
} satisfies DeepStringRecord<typeof ru>;
