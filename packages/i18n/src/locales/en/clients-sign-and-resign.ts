import type { clientsSignAndResign as ru } from '../ru/clients-sign-and-resign';
import type { DeepStringRecord } from '../../types';

export const clientsSignAndResign = {
  title: 'Signing and re-signing a contract',
  description:
    'Legal entities and individual entrepreneurs use the payment system under a contract with the operator and the issuer. The contract is signed and re-signed through the personal account, either on your own or with the help of customer service.',
  actions: {
    signOnline: 'Sign the contract in the personal account',
    apply: 'Become a client',
  },
  participants: {
    title: 'Payment system participants',
    operator: 'Operator: runs the payment system and registers clients.',
    agents: 'Agents: represent the operator and work with clients.',
    issuer: 'Issuer: the bank that issues the electronic money.',
    tradeAndService:
      'Retail and service outlet: accepts the cards as payment for fuel, goods and services.',
    serviceCenter:
      'Service centre: receives clients’ registration cards and hands out electronic cards.',
  },
  customerService: {
    title: 'Customer service',
    consultations: 'advice on signing and re-signing the contract;',
    registration: 'acceptance of registration cards at the chosen service centre;',
    cards: 'issue of electronic cards once the invoice is paid;',
    questions: 'answers to questions about payments, reports and the balance.',
  },
  systemUsage: {
    title: 'Using the system',
    personalAccount: 'personal account: contract balance, payments, card list, reports;',
    categories: 'card categories: diesel, petrol, fuel, universal;',
    limits: 'optional daily and monthly limits per card;',
    acceptance: 'payment at the system’s points of sale in Belarus and Russia.',
  },
  ways: {
    title: 'Ways to sign the contract',
    self: {
      title: 'On your own through the personal account web service',
      intro: 'Steps:',
      steps: {
        preRegister: 'Pre-register on the personal account site.',
        registrationCard:
          'Fill in the registration card: service centre, taxpayer identification number (UNP), the authorised person’s phone (master phone) and scanned documents. Save it and send it to the chosen service centre. The “Continue” button becomes available once the “I agree” boxes are ticked.',
        waitSms:
          'Wait for an SMS to the master phone confirming or rejecting the pre-registration. During the re-signing period it arrives within 5 working days.',
        register: 'Register in the personal account.',
        application:
          'Generate the application to join (and, when re-signing, the termination agreement), print and sign them, and send both to the operator and the issuer.',
        confirmation:
          'Wait for an SMS confirming the registration with the contract number and date. The contract number is the registration number of the application; the date is its registration date.',
      },
    },
    service: {
      title: 'Through customer service',
      text: 'If you prefer to prepare the documents with a specialist, contact customer service at the head office or a regional office. The specialist will help you fill in the registration card and generate the application to join. The steps and rules are the same as when signing on your own.',
    },
  },
  facts: {
    title: 'Good to know',
    contractNumber:
      'The contract number equals the registration number of the application to join; the contract date equals its registration date.',
    noEmailOrFax: 'An application to join sent by e-mail or fax is not accepted.',
    stopped: 'Service to existing clients who do not re-sign the contract is stopped unilaterally.',
    smsTerm: 'During the re-signing period the pre-registration SMS arrives within 5 working days.',
    cardAfterPayment: 'An electronic card is issued only after the invoice is paid.',
  },
  contacts: {
    title: 'Customer service phone numbers',
    allContacts: 'All office contacts',
  },
  documents: {
    title: 'Documents',
    guide: 'Guide to signing a contract through the personal account',
    resignMemo: 'Memo on re-signing a contract',
  },
} satisfies DeepStringRecord<typeof ru>;
