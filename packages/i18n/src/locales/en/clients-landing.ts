import type { clientsLanding as ru } from '../ru/clients-landing';
import type { DeepStringRecord } from '../../types';

export const clientsLanding = {
  title: 'For clients',
  description:
    'Electronic fuel cards for legal entities and individual entrepreneurs: cashless payment for fuel, goods and services, with spending control and reports in the personal account.',
  /** Beside the figures' tiles: what they do not say (the tiles hold 804, 379 and 97%). */
  facts:
    'The system has been running since 1992: the cards are accepted at filling stations of the major networks in Belarus and Russia, and refuelling by card takes about 3 minutes.',
  cards: {
    title: 'Sections for clients',
    paymentSystem: {
      title: 'Electronic payment system',
      signAndResign: 'Signing and re-signing a contract',
      gettingElectronicCard: 'Getting an electronic card',
      dealResignation: 'Terminating a contract',
      priceListsAndTariffs: 'Price lists and tariffs',
      workWithPrivateAccount: 'Using the personal account',
      nonResidentsSupport: 'Services for non-residents',
    },
    fuelCards: {
      title: 'Fuel cards and filling stations',
      gasStationMap: 'Filling station and route map',
      cardUsageRules: 'Card usage rules',
      plasticCardUsageRules: 'Plastic card usage rules',
      tollRoads: 'Toll road payments',
      forFuelPayments: 'Paying for fuel',
    },
    regulatory: {
      title: 'Regulatory documents',
      documentsForDownload: 'Documents for download',
      issuerRules: 'Issuer rules',
      eMoneyRegulations: 'Electronic money regulations',
    },
    services: {
      title: 'Services and apps',
      internetClientApp: 'Client mobile app',
      cardPayApp: 'Card payment app',
      smartPayApp: 'SmartPay app',
      selfServiceCheckout: 'Self-service checkout',
      personalAccWebApp: 'Client personal account',
    },
  },
  advantages: {
    title: 'Advantages',
    customerService: {
      title: 'Customer service',
      text: 'Specialists at the head office and six regional offices advise on contracts, cards and payments.',
    },
    dealSigning: {
      title: 'Contract signing',
      text: 'The contract is arranged through the personal account: pre-registration, an application to join, and an SMS with the contract number and date.',
    },
    personalCabinet: {
      title: 'Personal account',
      text: 'Contract balance, payments, card list, sales report and turnover in one web service.',
    },
  },
  faq: {
    title: 'Frequently asked questions',
    invalidCategory: 'invalid_category',
    items: {
      contract: {
        question: 'How do I sign a contract?',
        answer:
          'Pre-register on the personal account site and follow the steps on the “Signing and re-signing a contract” page. The contract is concluded when you receive an SMS with its number and date.',
      },
      card: {
        question: 'When will I receive my card?',
        answer:
          'The card is issued once the invoice is paid. The documents needed to collect it are listed on the “Getting an electronic card” page.',
      },
      acceptance: {
        question: 'Where are the cards accepted?',
        answer:
          'At the system’s points of sale in Belarus and Russia. Filling station addresses and routes are on the filling station map.',
      },
      control: {
        question: 'How do I check the balance and card transactions?',
        answer:
          'In the personal account: contract details, payments, card list, sales report and the balance for the current or previous month.',
      },
      documents: {
        question: 'Where can I find price lists and document forms?',
        answer:
          'In the “Price lists and tariffs” and “Documents for download” sections. Customer service will answer any other questions.',
      },
    },
  },
  logos: {
    title: 'Payment system partners',
    previous: 'Previous logos',
    next: 'Next logos',
    logoAlt: 'Logo: {{name}}',
  },
} satisfies DeepStringRecord<typeof ru>;
