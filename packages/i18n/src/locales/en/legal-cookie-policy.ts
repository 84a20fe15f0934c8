import type { legalCookiePolicy as ru } from '../ru/legal-cookie-policy';
import type { DeepStringRecord } from '../../types';

export const legalCookiePolicy = {
  title: 'Cookie policy',
  intro:
    'Cookies and browser storage entries are small pieces of data that a site keeps on your device. Below is everything this site stores and how you can manage your choice.',
  storage: {
    heading: 'What the site stores',
    columns: {
      name: 'Name',
      place: 'Stored in',
      purpose: 'Purpose',
      lifetime: 'Kept for',
    },
    lang: {
      name: 'lang',
      place: 'cookie',
      purpose: 'the site language, so that pages open in it straight away',
      lifetime: 'one year',
    },
    i18nextLng: {
      name: 'i18nextLng',
      place: 'local storage',
      purpose: 'the interface language',
      lifetime: 'until you clear the site data in your browser',
    },
    selectedItem: {
      name: 'selectedItem',
      place: 'session storage',
      purpose: 'the chosen office whose contacts are shown in the header and footer',
      lifetime: 'until the tab is closed',
    },
    userUuid: {
      name: 'user_uuid',
      place: 'cookie',
      purpose: 'a random identifier attached to your consent record',
      lifetime: 'one year',
    },
    cookieConsent: {
      name: 'cookieConsent',
      place: 'local storage',
      purpose: 'the cookie categories you chose and when',
      lifetime: 'until cleared; after 365 days the site asks for consent again',
    },
    applicationSent: {
      name: 'application_sent',
      place: 'cookie',
      purpose:
        'the phone and e-mail address of the application you sent, so that «Application received» shows where we will reply',
      lifetime: '30 minutes',
    },
    authToken: {
      name: 'authToken',
      place: 'browser storage',
      purpose: 'the session key of a staff member in the control panel; never created for visitors',
      lifetime: 'until sign-out or the end of the session',
    },
  },
  sections: {
    categories: {
      heading: 'Categories',
      text: 'Technical cookies and entries keep the site working and are always on; these are all the entries in the table above. Functional and analytics cookies are needed for the embedded office map. The site does not set marketing cookies at present.',
    },
    consentRecord: {
      heading: 'The consent record',
      text: 'When you save your choice, the site sends the company server your user_uuid identifier, the categories you chose and the time of the choice. No other information about you is included.',
    },
    thirdParties: {
      heading: 'Third-party services',
      text: 'The office map on the “Contacts” page is loaded from an external map service only after you consent to functional and analytics cookies. That service may set its own cookies under its own policy.',
    },
    manage: {
      heading: 'Changing your choice',
      text: 'Clear the site data in your browser settings, and the site will show the consent dialog again on your next visit. The site also asks for consent again after 365 days.',
    },
  },
} satisfies DeepStringRecord<typeof ru>;
