import type { clientsDealResignation as ru } from '../ru/clients-deal-resignation';
import type { DeepStringRecord } from '../../types';

export const clientsDealResignation = {
  title: 'Terminating a contract',
  description:
    'To terminate the contract, download and fill in the documents below. Customer service will answer your questions about the procedure.',
  documents: {
    title: 'Documents',
    application: 'Application to terminate the contract',
    agreement: 'Contract termination agreement',
  },
} satisfies DeepStringRecord<typeof ru>;
