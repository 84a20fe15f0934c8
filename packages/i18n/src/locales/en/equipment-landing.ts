import type { equipmentLanding as ru } from '../ru/equipment-landing';
import type { DeepStringRecord } from '../../types';

export const equipmentLanding = {
  title: 'Equipment and software',
  description:
    'Software for gas stations, service facilities and payment system clients, from gas station automation and the self-service checkout to mobile apps and the personal account.',
  partnersSoftware: {
    title: 'For partners',
    text: 'Solutions for gas stations and trade and service facilities.',
    plateAlt: 'A plate listing the software products for gas stations',
    cards: {
      webCenter: { title: 'Web center', text: 'A software product for payment system partners.' },
      oilAndCapital: {
        title: 'Oil and Capital software suite',
        text: 'A software suite for fuel market companies.',
      },
      selfServiceCheckout: {
        title: 'Self-service checkout',
        text: 'Cuts queues at gas stations by 15–20%.',
      },
      gsAutomationSystem: {
        title: 'Gas station automation system',
        text: 'Equal operator workstations, fuel dispensing modes, mixed payment.',
      },
      invoicesSite: {
        title: 'Electronic invoice site',
        text: 'Clients’ requests for an e-invoice for a cash receipt.',
      },
    },
  },
  clientsSoftware: {
    title: 'For clients',
    text: 'Services for card holders.',
    cards: {
      cardPayApp: { title: 'Card payment app', text: 'A mobile app for paying by card.' },
      selfServiceCheckout: {
        title: 'Self-service checkout',
        text: 'Pay at the gas station without queuing for the operator.',
      },
      personalAccWebApp: {
        title: 'Client personal account',
        text: 'Contract status, cards and limits, reports and service connection.',
      },
    },
  },
} satisfies DeepStringRecord<typeof ru>;
