import type { clientsWorkWithPrivateAccount as ru } from '../ru/clients-personal-account';
import type { DeepStringRecord } from '../../types';

export const clientsWorkWithPrivateAccount = {
  title: 'Using the personal account',
  description:
    'The personal account is a web service where the client sees the contract status, payments, cards, the sales report and the balance.',
  steps: {
    title: 'Getting started',
    register:
      'Register in the personal account; the procedure is on the “Signing and re-signing a contract” page.',
    signIn: 'Open the personal account web service and sign in.',
    section: 'Choose a section: information, payments, card list, report or balance.',
    period: 'For the balance, choose the current or the previous month.',
  },
  sections: {
    title: 'Personal account sections',
    information: {
      title: 'Information',
      text: 'Contract date, address, phone, e-mail, UNP, bank, settlement account and the current contract balance.',
    },
    payments: {
      title: 'Payments',
      text: 'The list of payments under the contract.',
    },
    cards: {
      title: 'Card list',
      text: 'Number, issue date, state, category or fuel type, and the calculated amount of each card.',
    },
    report: {
      title: 'Report',
      text: 'The sales report for the contract’s cards.',
    },
    balance: {
      title: 'Balance',
      text: 'Balance, turnover and VAT for the current or the previous month.',
    },
  },
  documents: {
    title: 'User guide',
    manual: 'Personal account user guide',
  },
  personalAccount: {
    link: 'Go to the personal account',
  },
} satisfies DeepStringRecord<typeof ru>;
