import type { clientsDocumentsForDownload as ru } from '../ru/clients-documents';
import type { DeepStringRecord } from '../../types';

export const clientsDocumentsForDownload = {
  title: 'Documents for download',
  description:
    'Application forms and samples of letters, payment orders and notifications. Download the document you need, fill it in and send it to the operator.',
  groups: {
    applications: 'Applications',
    sampleLetters: 'Sample letters',
    paymentOrders: 'Payment orders',
    notifications: 'Notifications',
  },
  documents: {
    application1: 'Application to join the contract (completed sample)',
    application2: 'Application for the issue of electronic cards',
    application3: 'Application to change card limits',
    sampleLetter1: 'Letter requesting that a card be blocked',
    sampleLetter2: 'Letter requesting that a card be unblocked',
    sampleLetter3: 'Letter requesting a card replacement',
    sampleLetter4: 'Letter requesting a change of card category',
    sampleLetter5: 'Letter notifying a change of company details',
    sampleLetter6: 'Letter notifying a change of the master phone',
    sampleLetter7: 'Letter clarifying the purpose of a payment',
    sampleLetter8: 'Letter requesting a sales report',
    sampleLetter9: 'Letter notifying a change of the authorised person',
    sampleLetter10: 'Letter requesting access to the Info API',
    paymentOrder1: 'Sample payment order to top up the contract balance',
    paymentOrder2: 'Sample payment order for the operator’s services',
    notification1: 'Notification of a change of details',
  },
} satisfies DeepStringRecord<typeof ru>;
