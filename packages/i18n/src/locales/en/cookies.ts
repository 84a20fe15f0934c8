import type { cookies as ru } from '../ru/cookies';
import type { DeepStringRecord } from '../../types';

export const cookies = {
  dialog: {
    title: 'We use cookies',
    text: 'Technical cookies keep the site working and are always on. We use functional, analytics and marketing cookies only with your consent.',
    acceptAll: 'Accept all',
    decline: 'Decline',
    settings: 'Cookie settings',
  },
  settings: {
    title: 'Cookie settings',
    acceptSelected: 'Accept selected',
    close: 'Close settings',
    alwaysOn: 'Always on',
  },
  categories: {
    technical: {
      title: 'Technical',
      description:
        'Keep the site working: they remember your language, your chosen office and your choice in this dialog. They cannot be switched off.',
    },
    functional: {
      title: 'Functional',
      description: 'Enable embedded services, such as the office map on the “Contacts” page.',
    },
    analytics: {
      title: 'Analytics',
      description: 'Let embedded services, including the map service, collect usage statistics.',
    },
    marketing: {
      title: 'Marketing',
      description:
        'Used to show interest-based advertising. The site does not set marketing cookies at present.',
    },
  },
  policyLink: 'Cookie policy',
} satisfies DeepStringRecord<typeof ru>;
