import type { placeholder as ru } from '../ru/placeholder';
import type { DeepStringRecord } from '../../types';

export const placeholder = {
  note: 'This section is being prepared. If your question is urgent, call or e-mail customer service — we answer during office hours.',
  contactTitle: 'Customer service',
  emailLabel: 'Client enquiries',
  applicationLink: 'Become a client',
  allContacts: 'All offices and contacts',
  otherTitle: 'Other pages of this section',
  allPages: 'All sections',
} satisfies DeepStringRecord<typeof ru>;
