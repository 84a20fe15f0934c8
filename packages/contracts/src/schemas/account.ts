import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';
import { Role } from './roles';

/*
 * Sign-in security (issue 16): second factors, passkeys and server-side sessions. The spec's
 * login stays the first step; its answer gains the second step when one is needed.
 */

export const SecondFactorMethod = Type.Union(
  [Type.Literal('totp'), Type.Literal('recovery'), Type.Literal('passkey')],
  {
    description:
      'totp: a code of the authenticator app; recovery: a one-time recovery code; passkey: WebAuthn.',
  },
);

export const MfaRequiredResponse = Type.Object(
  {
    mfaRequired: Type.Literal(true),
    challenge: Type.String({ description: 'Proves the password step; single-use, 5 minutes.' }),
    methods: Type.Array(SecondFactorMethod),
  },
  {
    description:
      'The password was right; the second factor comes next (POST /api/login/mfa or a passkey).',
  },
);
export type MfaRequiredResponse = Static<typeof MfaRequiredResponse>;

export const MfaCodeRequest = Type.Object(
  {
    challenge: Type.String({ minLength: 1, maxLength: 200 }),
    code: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'A 6-digit code of the authenticator app, or a recovery code.',
    }),
  },
  { additionalProperties: false },
);
export type MfaCodeRequest = Static<typeof MfaCodeRequest>;

export const TokenResponse = Type.Object(
  {
    token: Type.String(),
    recoveryCodesLeft: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'Set after a sign-in with a recovery code: how many unused ones are left.',
      }),
    ),
    mfaEnrolmentRequired: Type.Optional(
      Type.Boolean({
        description:
          'Set when the role must use a second factor (MFA_REQUIRED) and the account has none: ' +
          'the session may only enrol one.',
      }),
    ),
  },
  { description: 'A signed-in session.' },
);
export type TokenResponse = Static<typeof TokenResponse>;

export const PasskeyOptionsRequest = Type.Object(
  {
    challenge: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'The second step of a password sign-in, if any.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PasskeyOptionsResponse = Type.Object(
  {
    challenge: Type.String(),
    options: Type.Record(Type.String(), Type.Unknown(), {
      description: 'WebAuthn options for @simplewebauthn/browser.',
    }),
  },
  { description: 'A WebAuthn ceremony to complete in the browser.' },
);
export type PasskeyOptionsResponse = Static<typeof PasskeyOptionsResponse>;

export const PasskeyAnswerRequest = Type.Object(
  {
    challenge: Type.String({ minLength: 1, maxLength: 200 }),
    response: Type.Record(Type.String(), Type.Unknown(), {
      description: 'What @simplewebauthn/browser answered.',
    }),
    name: Type.Optional(Type.String({ maxLength: 60, description: 'A name for a new passkey.' })),
  },
  { additionalProperties: false },
);
export type PasskeyAnswerRequest = Static<typeof PasskeyAnswerRequest>;

export const SessionInfo = Type.Object(
  {
    id: Type.String(),
    browser: Type.String(),
    system: Type.String({ description: 'The operating system; empty when the agent names none.' }),
    ip: Type.String(),
    createdAt: Type.String(),
    lastSeenAt: Type.String(),
    current: Type.Boolean(),
  },
  { additionalProperties: false, description: 'An active session of the signed-in administrator.' },
);
export type SessionInfo = Static<typeof SessionInfo>;

export const PasskeyInfo = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    createdAt: Type.String(),
    createdIp: Type.Optional(
      Type.String({
        description:
          'The client address it was added from ("" for passkeys added before this was kept).',
      }),
    ),
    lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type PasskeyInfo = Static<typeof PasskeyInfo>;

export const AccountResponse = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    role: Role,
    totp: Type.Boolean({ description: 'An authenticator app is enrolled.' }),
    recoveryCodesLeft: Type.Integer({ minimum: 0 }),
    passkeys: Type.Array(PasskeyInfo),
    mfaRequired: Type.Boolean({
      description: 'This role must use a second factor (MFA_REQUIRED).',
    }),
    sessions: Type.Array(SessionInfo),
  },
  { description: "The signed-in administrator's own settings." },
);
export type AccountResponse = Static<typeof AccountResponse>;

export const ChangePasswordRequest = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    newPassword: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

export const PasswordStrengthRequest = Type.Object(
  {
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
    username: Type.Optional(
      Type.String({ maxLength: 100, description: 'The account’s username (known to attackers).' }),
    ),
  },
  { additionalProperties: false, description: 'A new password being typed, to judge.' },
);
export type PasswordStrengthRequest = Static<typeof PasswordStrengthRequest>;

export const PasswordStrengthResponse = Type.Object(
  {
    score: Type.Integer({
      minimum: 0,
      maximum: 4,
      description: 'How hard it is to guess, 0–4 (zxcvbn); 3 at least is accepted.',
    }),
    acceptable: Type.Boolean({ description: 'The API would accept it as a new password.' }),
    problem: Type.Optional(
      Type.String({ description: 'Why it would be refused: the very message of the refusal.' }),
    ),
  },
  { description: 'How the API judges a new password (for a strength meter).' },
);
export type PasswordStrengthResponse = Static<typeof PasswordStrengthResponse>;

export const TotpSetupResponse = Type.Object(
  {
    secret: Type.String({ description: 'For typing into the app by hand (base32).' }),
    otpauthUrl: Type.String(),
    qrSvg: Type.String({ description: 'The QR code of otpauthUrl as SVG, drawn by the API.' }),
  },
  { description: 'A new, unconfirmed authenticator secret.' },
);
export type TotpSetupResponse = Static<typeof TotpSetupResponse>;

export const CodeRequest = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type CodeRequest = Static<typeof CodeRequest>;

export const PasswordConfirmRequest = Type.Object(
  {
    password: Type.Optional(Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
    code: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'A code of the authenticator app or a recovery code, instead of the password.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Confirms a sensitive change: the password or a second-factor code (one of them).',
  },
);
export type PasswordConfirmRequest = Static<typeof PasswordConfirmRequest>;

export const RecoveryCodesResponse = Type.Object(
  {
    recoveryCodes: Type.Array(Type.String(), {
      description: 'Ten single-use codes, shown this once (only their hashes are kept).',
    }),
  },
  { description: 'New recovery codes.' },
);
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;

export const OkResponse = Type.Object({ ok: Type.Literal(true) }, { description: 'Done.' });
export type OkResponse = Static<typeof OkResponse>;

export const PasskeyAddedResponse = Type.Object(
  {
    ok: Type.Literal(true),
    recoveryCodes: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'Set when the account had no recovery codes left (a passkey-only account’s first ' +
          'passkey): ten single-use codes, shown this once.',
      }),
    ),
  },
  { description: 'The passkey is added.' },
);
export type PasskeyAddedResponse = Static<typeof PasskeyAddedResponse>;

export const PasswordChangedResponse = Type.Object(
  {
    ok: Type.Literal(true),
    token: Type.String({
      description: 'The token of this session from now on (the old one stopped working).',
    }),
    passkeys: Type.Optional(
      Type.Array(PasskeyInfo, {
        description:
          'The account’s passkeys, to review: a passkey signs in by itself, so one the owner did ' +
          'not add survives the new password until it is removed.',
      }),
    ),
  },
  { description: 'The password was changed; every other session ended.' },
);
export type PasswordChangedResponse = Static<typeof PasswordChangedResponse>;

export const EndedResponse = Type.Object(
  { ended: Type.Integer({ minimum: 0, description: 'How many sessions were ended.' }) },
  { description: 'Sessions ended.' },
);
export type EndedResponse = Static<typeof EndedResponse>;

export const SessionIdParams = Type.Object(
  { id: Type.String({ pattern: '^[A-Za-z0-9_-]{10,100}$' }) },
  { additionalProperties: false, description: 'A session id.' },
);

export const PasskeyIdParams = Type.Object(
  { id: Type.String({ pattern: '^[A-Za-z0-9_-]{16,1400}$' }) },
  { additionalProperties: false, description: 'A passkey (WebAuthn credential) id, base64url.' },
);
