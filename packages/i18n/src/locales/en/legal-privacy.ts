import type { legalPrivacy as ru } from '../ru/legal-privacy';
import type { DeepStringRecord } from '../../types';

export const legalPrivacy = {
  title: 'Privacy policy',
  intro:
    'This policy explains what data the company website collects and stores, why it is needed and how you can control it.',
  sections: {
    noPersonalData: {
      heading: 'Site visitors',
      text: 'The site requires no registration. It takes personal data only in the application form: company name, taxpayer identification number (UNP), contact person, phone, e-mail address, region and your message — with your consent and only so that a manager can contact you and prepare a contract. Applications are seen by company staff in the control panel; the address an application was sent from is kept with it only as a fingerprint (a keyed hash), to protect against spam. Apart from applications, the only information the site sends to the server is a record of your choice in the cookie dialog.',
    },
    browserStorage: {
      heading: 'What is stored in your browser',
      text: 'Your chosen office, in session storage (key selectedItem) until the tab is closed. The interface language, in local storage (key i18nextLng) and in the lang cookie for one year. A random visitor identifier, in the user_uuid cookie for one year. Your choice of cookie categories, in local storage (key cookieConsent). After you send an application, the phone and e-mail address you gave in it, in the application_sent cookie for 30 minutes, so that the confirmation page shows where we will reply.',
    },
    consentRecord: {
      heading: 'The consent record',
      text: 'When you save your choice in the cookie dialog, the site sends the company server your user_uuid identifier, the categories you chose (technical, functional, analytics, marketing) and the time of the choice. The record contains no name, e-mail address or other information that identifies you. After 365 days the site asks you to confirm your choice again.',
    },
    administrators: {
      heading: 'Company staff',
      text: 'Staff who manage news and accounts sign in to the control panel with a username and password. The password is never displayed. After sign-in, a session key (authToken) is kept in the staff member’s browser; it is removed on sign-out and when the session ends.',
    },
    thirdParties: {
      heading: 'Third-party services',
      text: 'The office map on the “Contacts” page is loaded from an external map service only after you consent to functional and analytics cookies. The filling station map and the client personal account are separate sites with their own data policies.',
    },
    choices: {
      heading: 'Your choices',
      text: 'You can decline optional cookies in the consent dialog or clear the site data in your browser settings; the consent dialog will then appear again on your next visit.',
    },
    contacts: {
      heading: 'Questions',
      text: 'Please send questions about data processing to the e-mail addresses on the “Contacts” page.',
    },
  },
} satisfies DeepStringRecord<typeof ru>;
