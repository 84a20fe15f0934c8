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

export const MessageResponse = Type.Object(
  { message: Type.String() },
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
