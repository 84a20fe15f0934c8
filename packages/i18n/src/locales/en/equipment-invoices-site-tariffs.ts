import type { equipmentInvoicesSiteTariffs as ru } from '../ru/equipment-invoices-site-tariffs';
import type { DeepStringRecord } from '../../types';

export const equipmentInvoicesSiteTariffs = {
  title: 'E-invoice site tariffs and connection',
  description:
    'The e-invoice site licence fee, integration options and how to connect to the Info API.',
  documents: {
    title: 'Document',
    tariffs: 'Terms of connection to the electronic invoice site',
  },
  options: {
    title: 'Integration options',
    license: {
      title: 'E-invoice site licence',
      text: 'A one-time licence to use the electronic invoice site.',
      price: '1,420.00 BYN without VAT, one-time.',
      note: 'The price may change.',
    },
    infoApi: {
      title: 'Info API',
      text: 'An online, token-based programming interface: contract and fuel card status, payments.',
      returnsTitle: 'It returns:',
      returns: {
        clients: 'clients;',
        clientInfo: 'client information;',
        cards: 'cards;',
        balance: 'balance and turnovers;',
        sales: 'sales and payments.',
      },
      formats: 'Data is exported in XML and JSON.',
    },
  },
  fee: {
    title: 'Info API fee',
    monthly: 'The fee is monthly, according to the price list.',
    deduction:
      'It is deducted from the contract once a month as a lump sum based on the total number of requests in the month.',
    recalculation: 'The cost is recalculated after each request.',
  },
  access: {
    title: 'How to get access to the Info API',
    request:
      'Send a written request on your letterhead stating the organisation’s name and the contract number.',
    token: 'Once the request is approved, an access token is issued.',
  },
  apiHelp: {
    text: 'The Info API methods and parameters are described on the help page.',
    link: 'API help',
  },
  contact: {
    text: 'Send questions about connection and integration to',
  },
} satisfies DeepStringRecord<typeof ru>;
