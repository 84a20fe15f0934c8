import { formSigner } from '../../src/applications/form-signature';
import { JWT_SECRET } from './test-app';

/** The signature the test apps' API gives a form shown at `startedAt`. */
export const signStartedAt = (startedAt: number): string => formSigner(JWT_SECRET).sign(startedAt);

/**
 * A valid application body, as the site's form sends it, shown a minute before `now` with the
 * time signed as the API signs it (a changed `startedAt` is signed too, unless the change gives
 * its own `startedAtSignature`).
 */
export function applicationBody(now: Date, change: Record<string, unknown> = {}) {
  const startedAt = (change.startedAt as number | undefined) ?? now.getTime() - 60_000;
  return {
    type: 'client',
    product: '/equipment',
    company: '  ООО «Топливо и Ко»  ',
    unp: '190123456',
    contact: 'Иван Петров',
    phone: '+375 (29) 123-45-67',
    email: 'ivan@example.by',
    region: 'Минск',
    interests: ['fuel-cards', 'software'],
    message: 'Перезвоните, пожалуйста',
    consent: true,
    lang: 'ru',
    website: '',
    startedAt,
    ...(typeof startedAt === 'number' ? { startedAtSignature: signStartedAt(startedAt) } : {}),
    ...change,
  };
}
