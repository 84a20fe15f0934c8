import type { legalOffer as ru } from '../ru/legal-offer';
import type { DeepStringRecord } from '../../types';

export const legalOffer = {
  title: 'Public offer',
  intro:
    'The company, as the payment system operator, offers legal entities and individual entrepreneurs a fuel card service contract. The contract is concluded by accession on the terms set out below.',
  sections: {
    subject: {
      heading: 'Subject of the contract',
      text: 'The operator enables the client to pay with electronic cards for fuel, goods and services at the retail and service outlets of the payment system. The participants of the system are the operator, agents, the issuing bank, retail and service outlets, service centres and clients.',
    },
    acceptance: {
      heading: 'How to join',
      text: 'The client pre-registers on the personal account site, fills in the registration card and sends it to the chosen service centre. After an SMS confirming pre-registration arrives on the authorised person’s phone, the client registers in the personal account, generates the application to join, signs it and sends it to the operator and the issuer.',
    },
    channels: {
      heading: 'Submitting the application',
      text: 'Only a signed application to join is accepted. An application sent by e-mail or fax is not accepted.',
    },
    conclusion: {
      heading: 'Conclusion of the contract',
      text: 'Once the application is registered, the client receives an SMS with the contract number and date. The contract number is the registration number of the application, and the contract date is its registration date.',
    },
    cards: {
      heading: 'Issue of cards',
      text: 'Cards are issued only after the invoice has been paid. A head of the organisation presents the appointment order and a passport or driving licence and, when collecting on the day of payment, a copy of the payment order stamped by the bank. Any other representative presents a power of attorney, a passport or driving licence and a copy of the payment order.',
    },
    tariffs: {
      heading: 'Price of services',
      text: 'Services are paid for according to the operator’s price lists published in the “Price lists and tariffs” section. Settlements are made in Belarusian roubles.',
    },
    resigning: {
      heading: 'Re-signing the contract',
      text: 'During the re-signing period, existing clients follow the same procedure and sign an agreement terminating their previous contract together with the application to join. In this period the pre-registration SMS arrives within 5 working days. Service to clients who do not re-sign is stopped unilaterally.',
    },
    termination: {
      heading: 'Termination of the contract',
      text: 'The contract is terminated using the documents published in the “Terminating a contract” section.',
    },
  },
} satisfies DeepStringRecord<typeof ru>;
