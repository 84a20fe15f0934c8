import { Type, type Static } from '@sinclair/typebox';
import { PasskeyInfo } from './account';
import { PASSWORD_MAX_LENGTH } from './password-policy';

/*
 * Re-authentication (issue 23): the calls that change how an account signs in (passkeys, the
 * authenticator app, recovery codes, the superadmin's reset of a second factor) want a session
 * that proved its password or a code within the last 5 minutes — a stolen token alone is not
 * enough to add a way in.
 */

/** The exact message of the 403 that asks for a re-authentication. */
export const REAUTH_REQUIRED_MESSAGE = 'Подтвердите вход паролем или кодом';

/** How long a re-authentication (or a sign-in) counts as recent, in milliseconds. */
export const REAUTH_WINDOW_MS = 5 * 60_000;

export const ReauthRequest = Type.Object(
  {
    password: Type.Optional(Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
    code: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'A 6-digit code of the authenticator app or a recovery code.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'The password or a second-factor code (one of them).',
  },
);
export type ReauthRequest = Static<typeof ReauthRequest>;

export const ReauthResponse = Type.Object(
  {
    until: Type.String({
      format: 'date-time',
      description: 'Until when this session counts as recently authenticated (ISO 8601).',
    }),
  },
  { description: 'The session is recently authenticated.' },
);
export type ReauthResponse = Static<typeof ReauthResponse>;

export const ForbiddenResponse = Type.Object(
  {
    error: Type.String(),
    reauthRequired: Type.Optional(
      Type.Literal(true, {
        description:
          'Set when the call needs a recent authentication: POST /api/admin/me/reauth, then the ' +
          'same call again.',
      }),
    ),
  },
  {
    description:
      'A refusal (403): the role may not, a second factor must be enrolled first, or — with ' +
      '`reauthRequired` — the session must confirm the password or a code first.',
  },
);
export type ForbiddenResponse = Static<typeof ForbiddenResponse>;

/** The optional confirmation of new recovery codes (the recent authentication is the real one). */
export const OptionalCodeRequest = Type.Object(
  {
    code: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'A code of the authenticator app or a recovery code (checked when sent).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type OptionalCodeRequest = Static<typeof OptionalCodeRequest>;

export const SecondFactorSummary = Type.Object(
  {
    totp: Type.Boolean({ description: 'An authenticator app is enrolled.' }),
    passkeys: Type.Integer({ minimum: 0 }),
    recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false, description: 'The second factors an account has.' },
);
export type SecondFactorSummary = Static<typeof SecondFactorSummary>;

export const AdministratorPasskeys = Type.Object(
  {
    username: Type.String(),
    passkeys: Type.Array(PasskeyInfo),
  },
  { description: 'An administrator’s passkeys, for the superadmin to review.' },
);
export type AdministratorPasskeys = Static<typeof AdministratorPasskeys>;

export const AdministratorPasskeyParams = Type.Object(
  {
    id: Type.String({ pattern: '^[1-9]\\d{0,9}$', description: 'The administrator’s id.' }),
    passkeyId: Type.String({
      pattern: '^[A-Za-z0-9_-]{16,1400}$',
      description: 'A passkey (WebAuthn credential) id, base64url.',
    }),
  },
  { additionalProperties: false },
);
