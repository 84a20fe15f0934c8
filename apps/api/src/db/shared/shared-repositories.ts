import type { Repositories } from '../port';
import type { SqlPort } from '../sql-port';
import { adminAuditRepository } from './admin-audit';
import { applicationsRepository } from './applications';
import {
  imagesRepository,
  newsPresenceRepository,
  newsPreviewsRepository,
  newsVersionsRepository,
} from './news-history';
import { newsAutosavesRepository } from './news-autosaves';
import { newsQueriesRepository } from './news-queries';
import {
  challengesRepository,
  passkeysRepository,
  recoveryCodesRepository,
  totpRepository,
} from './second-factors';
import { sessionsRepository } from './sessions';

/** The repositories written once over the SQL port, the same on both engines. */
export function sharedRepositories(
  port: SqlPort,
  now: () => Date,
): Pick<
  Repositories,
  | 'adminAudit'
  | 'sessions'
  | 'totp'
  | 'recoveryCodes'
  | 'passkeys'
  | 'challenges'
  | 'newsVersions'
  | 'newsPreviews'
  | 'newsPresence'
  | 'newsAutosaves'
  | 'images'
  | 'newsQueries'
  | 'applications'
> {
  return {
    adminAudit: adminAuditRepository(port, now),
    sessions: sessionsRepository(port, now),
    totp: totpRepository(port, now),
    recoveryCodes: recoveryCodesRepository(port, now),
    passkeys: passkeysRepository(port),
    challenges: challengesRepository(port),
    newsVersions: newsVersionsRepository(port),
    newsPreviews: newsPreviewsRepository(port),
    newsPresence: newsPresenceRepository(port),
    newsAutosaves: newsAutosavesRepository(port),
    images: imagesRepository(port, now),
    newsQueries: newsQueriesRepository(port),
    applications: applicationsRepository(port, now),
  };
}
