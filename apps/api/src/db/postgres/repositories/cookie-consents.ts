import type { CookieConsentsRepository } from '../../port';
import type { PostgresStore } from '../postgres-store';
import { cookieConsents } from '../schema';

/** Cookie consent records, append-only (PostgreSQL). */
export function cookieConsentsRepository({ write, now }: PostgresStore): CookieConsentsRepository {
  return {
    append: (consent) =>
      write(async (db) => {
        const [row] = await db
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
          .returning({ id: cookieConsents.id });
        return row!.id;
      }),
  };
}
