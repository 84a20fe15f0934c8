import type { DeepStringRecord } from '../../types';
import type { partners as ru } from '../ru/partners';
import { partnersForBankInformation } from './partners-bank-information';
import { partnersLanding } from './partners-landing';
import { partnersLoyaltyProgram } from './partners-loyalty-program';
import { partnersVoiceRefService } from './partners-voice-ref-service';

export const partners = {
  landing: partnersLanding,
  voiceRefService: partnersVoiceRefService,
  loyaltyProgram: partnersLoyaltyProgram,
  forBankInformation: partnersForBankInformation,
  systemRules: { title: 'Payment system rules' },
  plasticCardUsageRules: { title: 'Plastic card usage rules' },
  forNotAResidentsServices: { title: 'Services for non-residents' },
  upcoming: { title: 'New services for partners: section in preparation' },
} satisfies DeepStringRecord<typeof ru>;
