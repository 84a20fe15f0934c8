import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyInfo } from '@fuelcard/contracts';
import { company } from '@fuelcard/offices';
import type { PasskeyRecord } from '../db/port';

/*
 * Passkeys (WebAuthn) through @simplewebauthn/server. The relying party is the console: its id is
 * the host name of the first ADMIN_ORIGIN and every ADMIN_ORIGIN is an accepted origin. A passkey
 * is the second step after the password, or — asking the authenticator to verify its user (PIN,
 * biometrics) — a whole sign-in by itself.
 */

export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

export function relyingPartyOf(adminOrigins: string[]): RelyingParty {
  const first = adminOrigins[0] ?? 'http://localhost:3002';
  return {
    id: new URL(first).hostname,
    name: `${company.brandName}: консоль администратора`,
    origins: adminOrigins,
  };
}

/** A passkey as the settings and the superadmin's review list it (never its key). */
export const passkeyInfo = (key: PasskeyRecord): PasskeyInfo => ({
  id: key.id,
  name: key.name,
  createdAt: key.createdAt,
  createdIp: key.createdIp,
  lastUsedAt: key.lastUsedAt,
});

/** What the browser answered, roughly checked before the library reads it (a malformed one is 400). */
const isBase64Url = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && /^[A-Za-z0-9_-]+={0,2}$/.test(value);

export function asAuthenticationResponse(value: Record<string, unknown>) {
  const response = value.response as Record<string, unknown> | undefined;
  if (
    !isBase64Url(value.id) ||
    !isBase64Url(value.rawId) ||
    value.type !== 'public-key' ||
    typeof response !== 'object' ||
    response === null ||
    !isBase64Url(response.clientDataJSON) ||
    !isBase64Url(response.authenticatorData) ||
    !isBase64Url(response.signature)
  )
    return undefined;
  return { clientExtensionResults: {}, ...value } as unknown as AuthenticationResponseJSON;
}

export function asRegistrationResponse(value: Record<string, unknown>) {
  const response = value.response as Record<string, unknown> | undefined;
  if (
    !isBase64Url(value.id) ||
    !isBase64Url(value.rawId) ||
    value.type !== 'public-key' ||
    typeof response !== 'object' ||
    response === null ||
    !isBase64Url(response.clientDataJSON) ||
    !isBase64Url(response.attestationObject)
  )
    return undefined;
  return { clientExtensionResults: {}, ...value } as unknown as RegistrationResponseJSON;
}

/** Options to register a new passkey (the account's own are excluded). */
export function registrationOptions(
  rp: RelyingParty,
  admin: { id: number; username: string },
  existing: PasskeyRecord[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: admin.username,
    userID: new TextEncoder().encode(`fuelcard-admin-${admin.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    // Discoverable where the authenticator can, so that it can later sign in by itself.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** A registration verified: the credential to store, or undefined when it does not verify. */
export async function verifiedRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
) {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    return result.verified ? result.registrationInfo.credential : undefined;
  } catch {
    return undefined;
  }
}

/** Options of a passkey sign-in: the account's passkeys (second step), or any (passkey alone). */
export function authenticationOptions(rp: RelyingParty, passkeys: PasskeyRecord[] | null) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    ...(passkeys
      ? { allowCredentials: passkeys.map((key) => ({ id: key.id, transports: key.transports })) }
      : {}),
    userVerification: passkeys ? 'preferred' : 'required',
  });
}

/** The new signature counter of a verified assertion, or undefined when it does not verify. */
export async function verifiedAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: PasskeyRecord,
  requireUserVerification: boolean,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
