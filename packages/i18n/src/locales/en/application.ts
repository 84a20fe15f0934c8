import type { DeepStringRecord } from '../../types';
import type { application as ru } from '../ru/application';

/** The application form (/application): become a client, a partner station, a demo. */
export const application = {
  title: 'Application form',
  description:
    'Apply to become a client, connect a filling station or request a software demo. A manager will contact you within one working day.',
  /** Under the lead below 1024 px, before the client-service phone. */
  callInstead: 'Or call:',
  intro:
    'Fill in the form. A customer service manager will call you and explain which documents you need for the contract.',
  required: 'Fields marked * are required.',
  types: {
    legend: 'What are you interested in?',
    client: 'Become a client',
    partner: 'Become a partner (filling station or service outlet)',
    demo: 'Request a product demo',
  },
  product: 'Product: {{name}}',
  groups: {
    organisation: 'Your company',
    contact: 'How to reach you',
  },
  fields: {
    company: { label: 'Company name', hint: 'As on the registration certificate' },
    unp: { label: 'UNP (taxpayer number)', hint: 'Taxpayer identification number, 9 digits' },
    contact: { label: 'Contact person', hint: 'Surname and first name' },
    phone: { label: 'Phone', hint: 'For example, +375 29 123-45-67' },
    email: { label: 'E-mail', hint: 'For example, name@example.by' },
    region: { label: 'Region or office', choose: 'Choose a region', other: 'Other region' },
    interests: {
      legend: 'Services of interest',
      hint: 'You can choose several',
      fuelCards: 'Fuel cards',
      eMoney: 'E-money',
      partnerStation: 'Connecting a filling station',
      software: 'Software products',
    },
    message: { label: 'Message', hint: 'Optional, up to 2000 characters' },
    consent: {
      before: 'I agree to the processing of my personal data under the ',
      link: 'privacy policy',
    },
    website: 'Leave this field empty',
  },
  submit: 'Send application',
  errors: {
    summaryTitle: 'Check the form',
    /** Put before the document's title while the form shows errors (GOV.UK). */
    titlePrefix: 'Error: ',
    /** An empty required field: what to enter (the rule's message is for a wrong value). */
    missing: {
      company: 'Enter the company name',
      unp: 'Enter the UNP',
      contact: 'Enter the contact person’s name',
      phone: 'Enter a phone number',
      email: 'Enter an e-mail address',
    },
    company: 'Enter the company name — 2 to 200 characters',
    unp: 'Enter the UNP — exactly 9 digits',
    contact: 'Enter the contact person’s name — 2 to 120 characters',
    phone: 'Enter a phone number: digits, spaces, +, brackets and hyphens, at least 7 digits',
    email: 'Enter an e-mail address, for example name@example.com',
    region: 'Choose a region or office',
    interests: 'Choose at least one service',
    message: 'The message must be 2000 characters or fewer',
    consent: 'Confirm your consent to the processing of personal data',
    type: 'Choose what you are interested in',
    tooFast: 'The form was sent too quickly. Check the details and send it again.',
    tooMany: 'Too many applications from your address. Try again later.',
    unavailable:
      'The application could not be sent: the service is temporarily unavailable. Your details are kept — try again in a few minutes or call us.',
    rejected: 'The application could not be sent. Check the details and send it again.',
  },
  success: {
    title: 'Application received',
    reference: 'Application number',
    sentTo: 'We will call you on {{phone}} and write to {{email}}.',
    wrongNumber: 'If the number is wrong, call us:',
    next: 'What happens next',
    step1: 'A customer service manager will call you within one working day.',
    step2: 'They will discuss the terms and tell you which documents to prepare for the contract.',
    step3: 'Quote the application number if you call us yourself.',
    another: 'Send another application',
  },
  aside: {
    title: 'After you apply',
    step3:
      'The contract is signed in the personal account — on your own or with help from customer service.',
    howToSign: 'How to sign a contract',
    partner: {
      step2:
        'They will explain the terms of partnership and how to connect your points of service.',
      step3: 'If the terms suit you, the manager will prepare a partnership contract.',
      link: 'For partners',
    },
    demo: {
      step2:
        'They will agree a time for the demonstration with you and ask what you would like to see.',
      step3:
        'The demonstration commits you to nothing: a contract is signed only if you decide to become a client.',
      link: 'Equipment and software',
    },
    privacy: 'We use the details you send only to contact you and prepare the contract.',
    privacyLink: 'Privacy policy',
    phoneTitle: 'Customer service',
    contacts: 'All offices and phone numbers',
  },
  cta: {
    becomeClient: 'Become a client',
    requestDemo: 'Request a demo',
    becomePartner: 'Become a partner',
    band: {
      client: {
        title: 'Become a client of the payment system',
        text: 'Send us an application and a customer service manager will call you within one working day to explain which documents the contract needs.',
      },
      partner: {
        title: 'Connect your filling station to the payment system',
        text: 'Send us an application and a manager will contact you within one working day to explain the terms of connection.',
      },
      demo: {
        title: 'See the product at work',
        text: 'Request a demonstration or call customer service — we will answer your questions about putting it to work.',
      },
    },
  },
} satisfies DeepStringRecord<typeof ru>;
