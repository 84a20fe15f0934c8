import { Type, type Static } from '@sinclair/typebox';

export const Role = Type.Union([Type.Literal('superadmin'), Type.Literal('admin')], {
  description:
    'Role of an administrator: superadmin manages administrators and news, admin manages news.',
});
export type Role = Static<typeof Role>;

export const Priority = Type.Union([Type.Literal('A'), Type.Literal('B')], {
  description: 'Priority of a news item: A comes first in the home teaser, B is the default.',
});
export type Priority = Static<typeof Priority>;
