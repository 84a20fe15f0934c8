import type { equipmentGsAutomationSystem as ru } from '../ru/equipment-gs-automation';
import type { DeepStringRecord } from '../../types';

export const equipmentGsAutomationSystem = {
  title: 'Filling station automation system',
  description:
    'A software suite that automates a filling station: fuel dispensing, sale of goods, customer payments and data exchange with accounting systems.',
  imageAlt:
    'Diagram of the filling station automation system: operator workstations, server, fuel dispensers, fiscal registrars and level gauges',
  lists: {
    workstations: {
      title: 'Workstations and server',
      equal: 'equal operator workstations with assignable priorities;',
      server: 'an optional dedicated server with backup;',
      touch: 'touch control.',
    },
    sales: {
      title: 'Sales',
      modes: 'dispensing modes: Prepayment, Postpayment and Full Tank (via deferred sales);',
      receiptMode: 'a sales mode that builds a receipt;',
      queue:
        'a queue of several receipts: a receipt can be postponed while the next one is started;',
      groups: 'product groups (combined products);',
      extraReceipts: 'extra receipts.',
    },
    payments: {
      title: 'Payment',
      fiscal: 'support for three fiscal registrars and one software cash register;',
      mixed: 'mixed payment: cash, bank card, certificates, gift cards;',
      mobile: 'payment via a mobile app and payment systems;',
      cashOut: 'cash withdrawal with a bank card;',
      erip: 'settlement through ERIP;',
      loyalty: 'loyalty programme integration.',
    },
    integration: {
      title: 'Accounting and data exchange',
      taxControl: 'reconciliation with the tax authorities’ control system;',
      levelGauges: 'level gauge data over TCP/IP.',
    },
  },
} satisfies DeepStringRecord<typeof ru>;
