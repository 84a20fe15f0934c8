import type { DeepStringRecord } from '../../types';
import type { equipment as ru } from '../ru/equipment';
import {
  equipmentCardPayApp,
  equipmentInternetClientApp,
  equipmentPersonalAccWebApp,
  equipmentSmartPayApp,
} from './equipment-client-products';
import { equipmentGsAutomationSystem } from './equipment-gs-automation';
import { equipmentInvoicesSite } from './equipment-invoices-site';
import { equipmentInvoicesSiteTariffs } from './equipment-invoices-site-tariffs';
import { equipmentLanding } from './equipment-landing';
import {
  equipmentOilAndCapital,
  equipmentSelfServiceCheckout,
  equipmentWebCenter,
} from './equipment-partner-products';

export const equipment = {
  landing: equipmentLanding,
  webCenter: equipmentWebCenter,
  oilAndCapital: equipmentOilAndCapital,
  selfServiceCheckout: equipmentSelfServiceCheckout,
  gsAutomationSystem: equipmentGsAutomationSystem,
  invoicesSite: equipmentInvoicesSite,
  invoicesSiteTariffs: equipmentInvoicesSiteTariffs,
  internetClientApp: equipmentInternetClientApp,
  cardPayApp: equipmentCardPayApp,
  smartPayApp: equipmentSmartPayApp,
  personalAccWebApp: equipmentPersonalAccWebApp,
} satisfies DeepStringRecord<typeof ru>;
