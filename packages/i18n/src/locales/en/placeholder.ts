import type { placeholder as ru } from '../ru/placeholder';
import type { DeepStringRecord } from '../../types';

export const placeholder = {
  status: 'In preparation',
  note: 'The materials of this section are being prepared. If your question cannot wait, call or write to customer service — our specialists answer during office hours.',
  contactTitle: 'Customer service',
  emailLabel: 'Client inquiries',
  applicationLink: 'Send an application',
  allContacts: 'All offices and contacts',
  otherTitle: 'Other pages of this section',
} satisfies DeepStringRecord<typeof ru>;
