import type { clientsDealResignation as ru } from '../ru/clients-deal-resignation';
import type { DeepStringRecord } from '../../types';

export const clientsDealResignation = {
  title: 'Terminating a contract',
  description:
    'To terminate the contract, download and fill in the documents below. Our customer service specialists will answer questions about the termination procedure.',
  documents: {
    title: 'Documents',
    application: 'Application to terminate the contract',
    agreement: 'Contract termination agreement',
  },
} satisfies DeepStringRecord<typeof ru>;
