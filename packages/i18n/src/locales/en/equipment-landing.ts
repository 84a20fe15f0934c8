import type { equipmentLanding as ru } from '../ru/equipment-landing';
import type { DeepStringRecord } from '../../types';

export const equipmentLanding = {
  title: 'Equipment and software',
  description:
    'Software for filling stations, service outlets and payment system clients, from filling station automation and the self-service checkout to mobile apps and the personal account.',
  partnersSoftware: {
    title: 'For partners',
    text: 'Solutions for filling stations and retail and service outlets.',
    plateAlt: 'A plate listing the software products for filling stations',
    cards: {
      webCenter: { title: 'Web centre', text: 'A software product for payment system partners.' },
      oilAndCapital: {
        title: 'Oil and Capital software suite',
        text: 'A software suite for fuel market companies.',
      },
      selfServiceCheckout: {
        title: 'Self-service checkout',
        text: 'Cuts queues at filling stations by 15–20%.',
      },
      gsAutomationSystem: {
        title: 'Filling station automation system',
        text: 'Equal operator workstations, fuel dispensing modes, mixed payment.',
      },
      invoicesSite: {
        title: 'Electronic invoice site',
        text: 'Clients request an e-invoice for a cash receipt.',
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
        text: 'Pay at the filling station without queuing for the cashier.',
      },
      personalAccWebApp: {
        title: 'Client personal account',
        text: 'Contract status, cards and limits, reports and optional services.',
      },
    },
  },
} satisfies DeepStringRecord<typeof ru>;
