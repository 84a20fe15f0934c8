import type { nav as ru } from '../ru/nav';
import type { DeepStringRecord } from '../../types';

export const nav = {
  label: 'Main menu',
  about: 'About us',
  partners: 'For partners',
  clients: 'For clients',
  news: 'News',
  equipment: 'Equipment and software',
  contacts: 'Contacts',
  close: 'Close menu',
  partnersPanel: {
    software: {
      title: 'Applied programs and software',
      webCenter: 'Web center',
      oilAndCapital: 'Oil and Capital software suite',
      gsAutomationSystem: 'Gas station automation system',
      selfServiceCheckout: 'Self-service checkout',
      invoicesSite: 'Electronic invoice site',
      voiceRefService: 'Voice reference service',
      loyaltyProgram: 'Loyalty programme',
    },
    usefulInfo: {
      title: 'Useful information',
      documentsForDownload: 'Documents for download',
      systemRules: 'Payment system rules',
      forBankInformation: 'Information for banks',
      cardUsageRules: 'Card usage rules',
      plasticCardUsageRules: 'Plastic card usage rules',
      forNotAResidentsServices: 'Services for non-residents',
    },
  },
  clientsPanel: {
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
      title: 'Fuel cards and gas stations',
      gasStationMap: 'Gas station and route map',
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
      title: 'Services and software',
      internetClientApp: 'Client mobile app',
      cardPayApp: 'Card payment app',
      smartPayApp: 'SmartPay app',
      selfServiceCheckout: 'Self-service checkout',
      personalAccWebApp: 'Client personal account',
    },
  },
} satisfies DeepStringRecord<typeof ru>;
