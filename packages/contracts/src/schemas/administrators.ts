import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';
import { SecondFactorSummary } from './reauthentication';
import { Role } from './roles';

export const USERNAME_PATTERN = '^[A-Za-z0-9._-]+$';

const Username = Type.String({
  minLength: 3,
  maxLength: 50,
  pattern: USERNAME_PATTERN,
  description: 'Login name: 3 to 50 Latin letters, digits, dots, underscores or hyphens.',
});
const Password = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description:
    `A new password: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not only spaces, ` +
    'neither the username nor containing it, and not one of the most common passwords.',
});

export const Administrator = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    username: Type.String(),
    role: Role,
    created_at: Type.String({
      format: 'date-time',
      description: 'Creation time, ISO 8601 with offset.',
    }),
    secondFactor: Type.Optional(SecondFactorSummary),
  },
  { description: 'An administrator account (the password is never returned).' },
);
export type Administrator = Static<typeof Administrator>;

export const AdministratorList = Type.Array(Administrator, {
  description: 'Every administrator account.',
});
export type AdministratorList = Static<typeof AdministratorList>;

export const CreateAdministratorRequest = Type.Object(
  { username: Username, password: Password },
  {
    additionalProperties: false,
    description: 'Body of an administrator create (the new account has the role admin).',
  },
);
export type CreateAdministratorRequest = Static<typeof CreateAdministratorRequest>;

export const UpdateAdministratorRequest = Type.Object(
  { username: Username, password: Type.Optional(Password) },
  {
    additionalProperties: false,
    description:
      'Body of an administrator update; without a password the password stays unchanged.',
  },
);
export type UpdateAdministratorRequest = Static<typeof UpdateAdministratorRequest>;
