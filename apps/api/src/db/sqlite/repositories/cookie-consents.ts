import type { CookieConsentsRepository } from '../../port';
import { cookieConsents } from '../schema';
import type { SqliteStore } from './sqlite-store';

/** Cookie consent records, append-only (SQLite). */
export function cookieConsentsRepository({ db, now, run }: SqliteStore): CookieConsentsRepository {
  return {
    append: (consent) =>
      run(
        () =>
          db
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
            .get().id,
      ),
  };
}
