import { clientsCardUsageRules } from './clients-card-usage-rules';
import { clientsDealResignation } from './clients-deal-resignation';
import { clientsDocumentsForDownload } from './clients-documents';
import { clientsEMoneyRegulations } from './clients-e-money';
import { clientsGettingElectronicCard } from './clients-getting-card';
import { clientsLanding } from './clients-landing';
import { clientsWorkWithPrivateAccount } from './clients-personal-account';
import { clientsPriceListsAndTariffs } from './clients-price-lists';
import { clientsSignAndResign } from './clients-sign-and-resign';

/** Pages for clients: the landing (/clients) and each page under /clients, one group per page. */
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
  // Placeholder pages (content pages §2.10): the frame and a heading only.
  plasticCardUsageRules: { title: 'Правила пользования пластиковыми карточками' },
  nonResidentsSupport: { title: 'Обслуживание нерезидентов' },
  tollRoads: { title: 'Оплата проезда по платным дорогам' },
  forFuelPayments: { title: 'Оплата топлива' },
  issuerRules: { title: 'Правила эмитента' },
};
