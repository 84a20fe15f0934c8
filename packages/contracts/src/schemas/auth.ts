import { Type, type Static } from '@sinclair/typebox';
import { Role } from './roles';

export const LoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false, description: 'Credentials of an administrator.' },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object(
  {
    token: Type.String({ description: 'Bearer token to send as Authorization: Bearer <token>.' }),
    mfaEnrolmentRequired: Type.Optional(
      Type.Boolean({
        description:
          'Set when the role must use a second factor and the account has none: until one is ' +
          'enrolled the session can only reach the account settings.',
      }),
    ),
  },
  { description: 'A successful login.' },
);
export type LoginResponse = Static<typeof LoginResponse>;

/** Why a code of the second step was refused (the step itself stays open). */
export const CodeRefusalReason = Type.Union(
  [Type.Literal('wrong-code'), Type.Literal('code-used')],
  {
    description:
      '`wrong-code`: no such code; `code-used`: a recovery code that was used already. Either ' +
      'way the step stays open for another try; without a reason the step is over.',
  },
);
export type CodeRefusalReason = Static<typeof CodeRefusalReason>;

export const MessageResponse = Type.Object(
  { message: Type.String(), reason: Type.Optional(CodeRefusalReason) },
  { description: 'A human-readable message (the answer of a failed login).' },
);
export type MessageResponse = Static<typeof MessageResponse>;

export const SignIn = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: 'When, ISO 8601.' }),
    ip: Type.String({ description: 'The client address it came from.' }),
  },
  { description: 'A successful sign-in.' },
);
export type SignIn = Static<typeof SignIn>;

export const SecureResponse = Type.Object(
  {
    message: Type.String(),
    role: Role,
    id: Type.Optional(Type.Integer({ minimum: 1, description: 'The administrator’s id.' })),
    username: Type.Optional(Type.String({ description: 'The administrator’s username.' })),
    previousSignIn: Type.Optional(
      Type.Union([SignIn, Type.Null()], {
        description: 'The sign-in before the latest one, or null when there was none.',
      }),
    ),
  },
  { description: 'The session check: a greeting and the role of the signed-in administrator.' },
);
export type SecureResponse = Static<typeof SecureResponse>;

/** Why a token stopped working, when its session ended (the console says so at the login). */
export const SessionEndReason = Type.Union(
  [
    Type.Literal('session-ended'),
    Type.Literal('session-idle'),
    Type.Literal('password-changed'),
    Type.Literal('session-expired'),
  ],
  {
    description:
      '`session-ended`: ended elsewhere (another device’s «Выйти» or settings, the superadmin, a ' +
      'second-factor reset); `session-idle`: unused for SESSION_IDLE_MINUTES; ' +
      '`password-changed`: the account’s password changed; `session-expired`: 8 hours passed.',
  },
);
export type SessionEndReason = Static<typeof SessionEndReason>;

export const UnauthorizedResponse = Type.Object(
  { error: Type.String(), reason: Type.Optional(SessionEndReason) },
  {
    description:
      'No valid session (401): the message to show, and why the session ended when it did.',
  },
);
export type UnauthorizedResponse = Static<typeof UnauthorizedResponse>;
