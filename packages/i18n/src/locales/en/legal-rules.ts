import type { legalRules as ru } from '../ru/legal-rules';
import type { DeepStringRecord } from '../../types';

export const legalRules = {
  title: 'Website terms of use',
  intro:
    'These terms govern the use of the website of the company that operates the electronic fuel card payment system. By using the site, you agree to them.',
  sections: {
    purpose: {
      heading: 'Purpose of the site',
      text: 'The site informs clients and partners about the payment system, fuel cards, equipment and software, company news and offices. It does not take payments and does not require visitors to register.',
    },
    information: {
      heading: 'Information on the site',
      text: 'The materials on the site are for reference. Service terms are set by the contract, the price lists and the documents published in the “For clients” and “For partners” sections. Where they differ, the contract and the documents prevail.',
    },
    externalServices: {
      heading: 'External services',
      text: 'The filling station map, the client personal account, the electronic invoice site and the mobile app stores are separate services. They open in a new tab and operate under their own terms.',
    },
    materials: {
      heading: 'Use of materials',
      text: 'The texts, images and documents on the site belong to the company or are used by it lawfully. You may copy and share them only with a link to the site and without distorting their meaning.',
    },
    availability: {
      heading: 'Availability',
      text: 'The company aims to keep the site available at all times, but may restrict access temporarily for updates or maintenance.',
    },
    changes: {
      heading: 'Changes to these terms',
      text: 'The company may change these terms. The current version is always published on this page.',
    },
    contacts: {
      heading: 'Feedback',
      text: 'Please send questions about the site to technical support. Office e-mail addresses and phone numbers are on the “Contacts” page.',
    },
  },
} satisfies DeepStringRecord<typeof ru>;
