import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs the time a form was shown (`startedAt`), so that the fill-time check holds against a
 * script that sends any time it likes: the API gives the site a signed time for each form it
 * shows (GET /api/applications/form-start) and checks the signature with the application. The
 * key is derived from the API's secret, apart from every other use of it.
 */
export function formSigner(secret: string) {
  const key = createHash('sha256').update(`applications-form-start:${secret}`).digest();
  const sign = (startedAt: number): string =>
    createHmac('sha256', key).update(String(startedAt)).digest('base64url');
  return {
    sign,
    /** True when `signature` is the signature of `startedAt` (compared in constant time). */
    verify(startedAt: number, signature: string | undefined): boolean {
      if (signature === undefined || !Number.isSafeInteger(startedAt)) return false;
      const expected = Buffer.from(sign(startedAt));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
