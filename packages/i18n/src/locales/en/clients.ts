import type { DeepStringRecord } from '../../types';
import type { clients as ru } from '../ru/clients';
import { clientsCardUsageRules } from './clients-card-usage-rules';
import { clientsDealResignation } from './clients-deal-resignation';
import { clientsDocumentsForDownload } from './clients-documents';
import { clientsEMoneyRegulations } from './clients-e-money';
import { clientsGettingElectronicCard } from './clients-getting-card';
import { clientsLanding } from './clients-landing';
import { clientsWorkWithPrivateAccount } from './clients-personal-account';
import { clientsPriceListsAndTariffs } from './clients-price-lists';
import { clientsSignAndResign } from './clients-sign-and-resign';

export const clients = {
  landing: clientsLanding,
  signAndResign: clientsSignAndResign,
  gettingElectronicCard: clientsGettingElectronicCard,
  cardUsageRules: clientsCardUsageRules,
  dealResignation: clientsDealResignation,
  priceListsAndTariffs: clientsPriceListsAndTariffs,
  workWithPrivateAccount: clientsWorkWithPrivateAccount,
  documentsForDownload: clientsDocumentsForDownload,
  eMoneyRegulations: clientsEMoneyRegulations,
  plasticCardUsageRules: { title: 'Plastic card usage rules' },
  nonResidentsSupport: { title: 'Services for non-residents' },
  tollRoads: { title: 'Toll road payments' },
  forFuelPayments: { title: 'Paying for fuel' },
  issuerRules: { title: 'Issuer rules' },
} satisfies DeepStringRecord<typeof ru>;
