import type { partnersLanding as ru } from '../ru/partners-landing';
import type { DeepStringRecord } from '../../types';

export const partnersLanding = {
  title: 'For partners',
  description:
    'For filling stations, banks and software customers: software and services, the voice information service, the loyalty programme, the payment system rules and information for banks.',
  facts:
    'The payment system has been running since 1992. Its cards are accepted at 804 points of sale in Belarus and 379 in Russia.',
  cards: {
    title: 'Sections for partners',
    programs: {
      title: 'Software and services',
      voiceRefService: 'Voice information service',
      loyaltyProgram: 'Loyalty programme',
      upcoming: 'New services',
    },
    documents: {
      title: 'Documents and rules',
      documentsForDownload: 'Documents for download',
      systemRules: 'Payment system rules',
    },
    banks: {
      title: 'For banks',
      forBankInformation: 'Information for banks',
    },
  },
  advantages: {
    title: 'Advantages',
    documentCycle: {
      title: 'Document flow',
      text: 'Applications and samples of letters, payment orders and notifications are collected in one section and ready to download.',
    },
    billPrinting: {
      title: 'Receipts and invoices',
      text: 'The filling station automation system prints receipts and extra receipts, and a client can request an electronic invoice for a cash receipt on the e-invoice site.',
    },
    location: {
      title: 'Location',
      text: 'Partners’ points of sale are marked on the filling station map, where clients find the nearest station and plan their route.',
    },
  },
  faq: {
    title: 'Partners’ frequently asked questions',
    invalidCategory: 'invalid_category',
    items: {
      connect: {
        question: 'How do I connect a filling station to the payment system?',
        answer:
          'Contact customer service at the head office or the nearest regional office: our specialists will explain the procedure and the documents required.',
      },
      software: {
        question: 'What software do you offer for filling stations?',
        answer:
          'The filling station automation system, the self-service checkout, the web centre, the Oil and Capital software suite and the electronic invoice site. Descriptions are in the “Equipment and software” section.',
      },
      voice: {
        question: 'What can the voice reference service do?',
        answer:
          'It tells you the contract balance when you enter the five-digit contract number, sends the sales report by fax and connects you to a manager.',
      },
      loyalty: {
        question: 'What does the loyalty programme offer?',
        answer:
          'Up to 10 segments on one 1K contactless card and more than 100 reports to analyse the programme.',
      },
      documents: {
        question: 'Where can I find document forms?',
        answer:
          'In the “Documents for download” section: applications, sample letters, payment orders and notifications.',
      },
    },
  },
} satisfies DeepStringRecord<typeof ru>;
