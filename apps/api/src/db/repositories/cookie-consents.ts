import type { CookieConsentRequest } from '@fuelcard/contracts';
import type { AppDatabase } from '../open-database';
import { cookieConsents } from '../schema';

/** Cookie consent records, append-only. */
export function cookieConsentsRepository(db: AppDatabase, now: () => Date) {
  return {
    append(consent: CookieConsentRequest): number {
      return db
        .insert(cookieConsents)
        .values({
          userUuid: consent.user_uuid.toLowerCase(),
          technical: consent.technical,
          functional: consent.functional,
          analytics: consent.analytics,
          marketing: consent.marketing,
          consentedAt: consent.timestamp,
          receivedAt: now().toISOString(),
        })
        .returning({ id: cookieConsents.id })
        .get().id;
    },
  };
}
