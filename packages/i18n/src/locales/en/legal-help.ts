import type { legalHelp as ru } from '../ru/legal-help';
import type { DeepStringRecord } from '../../types';

export const legalHelp = {
  title: 'Help',
  intro: 'A short guide to finding what you need on the site.',
  sections: {
    navigation: {
      heading: 'Site sections',
      text: 'The main menu leads to “About us”, “For partners”, “For clients”, “News”, “Equipment and software” and “Contacts”. “For partners” and “For clients” open panels with links grouped by topic.',
    },
    search: {
      heading: 'Search',
      text: 'Start typing a word in the search box. After half a second, a list of pages that contain it appears. Matches are highlighted, and each line links to its page.',
    },
    language: {
      heading: 'Language',
      text: 'The RU / EN switcher in the header changes the site language. Your browser remembers your choice for one year.',
    },
    office: {
      heading: 'Office',
      text: 'Choose the nearest office in the “Office phone numbers” list. Its phone number then appears in the header, and its address, opening hours and contacts in the footer. The site remembers your choice until you close the tab.',
    },
    external: {
      heading: 'Filling station map and personal account',
      text: 'The “Find a filling station” and “Personal account” buttons in the header open the filling station and route map and the client personal account in a new tab.',
    },
    map: {
      heading: 'Office map',
      text: 'The map on the “Contacts” page appears once you accept functional and analytics cookies. The “Show on the map” button next to an office moves the map to it.',
    },
    contact: {
      heading: 'Contact us',
      text: 'Our offices are open Monday to Thursday from 08:30 to 17:30 and on Friday from 08:30 to 16:15; Saturday and Sunday are days off. Phone numbers and e-mail addresses are on the “Contacts” page.',
    },
  },
} satisfies DeepStringRecord<typeof ru>;
