import type { footer as ru } from '../ru/footer';
import type { DeepStringRecord } from '../../types';

export const footer = {
  navigation: 'Navigation',
  workingHours: {
    title: 'Opening hours',
    weekdays: 'Mon–Thu 08:30–17:30',
    friday: 'Fri 08:30–16:15',
    /** A word joiner after the dash and a no-break space: the line never breaks inside. */
    daysOff: 'Sat–\u2060Sun:\u00a0closed',
  },
  email: {
    title: 'E-mail',
    organisations: 'For organisations',
    clientInquiries: 'Client enquiries',
    technicalSupport: 'Technical support',
  },
  phones: 'Phone numbers',
  phoneSuffix: {
    telFax: 'tel/fax',
    fax: 'fax',
  },
  russianSubsidiary: 'Subsidiary in Russia: Smolensk',
  contactsLink: 'All contacts',
  more: 'Opening hours, phones and e-mail',
  legal: {
    label: 'Legal information',
    rules: 'Website terms of use',
    offer: 'Public offer',
    privacy: 'Privacy policy',
    help: 'Help',
  },
  copyright: '© 1992–{{year}}. All rights reserved.',
  operator: {
    title: 'Operator details',
    legalName: 'Legal name',
    unp: 'Taxpayer identification number (UNP)',
    unpValue: 'UNP {{unp}}',
    registration: 'State registration',
    registrationValue: '{{authority}}, {{date}}',
    register: 'Register entry',
    registerValue: '{{name}}, No. {{number}} of {{date}}',
    legalAddress: 'Legal address',
    legalAddressValue: 'Legal address: {{address}}',
  },
} satisfies DeepStringRecord<typeof ru>;
