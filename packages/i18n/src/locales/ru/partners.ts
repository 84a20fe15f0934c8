import { partnersForBankInformation } from './partners-bank-information';
import { partnersLanding } from './partners-landing';
import { partnersLoyaltyProgram } from './partners-loyalty-program';
import { partnersVoiceRefService } from './partners-voice-ref-service';

/** Pages for partners: the landing (/partners) and each page under /partners, one group per page. */
export const partners = {
  landing: partnersLanding,
  voiceRefService: partnersVoiceRefService,
  loyaltyProgram: partnersLoyaltyProgram,
  forBankInformation: partnersForBankInformation,
  // Placeholder pages (content pages §2.10): the frame and a heading only.
  systemRules: { title: 'Правила платежной системы' },
  plasticCardUsageRules: { title: 'Правила пользования пластиковыми карточками' },
  forNotAResidentsServices: { title: 'Обслуживание нерезидентов' },
  upcoming: { title: 'Новые сервисы для партнеров: раздел готовится' },
};
