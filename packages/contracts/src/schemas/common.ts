import { Type, type Static } from '@sinclair/typebox';

export const IdParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9]\\d{0,9}$', description: 'A positive integer id.' }) },
  { additionalProperties: false, description: 'Path parameters of a call on one record.' },
);
export type IdParams = Static<typeof IdParams>;

export const MutationResult = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'Id of the created, updated or deleted record.' }),
  },
  { description: 'The answer of a create (201), update (200) or delete (200).' },
);
export type MutationResult = Static<typeof MutationResult>;

export const ErrorResponse = Type.Object(
  {
    error: Type.String(),
    field: Type.Optional(
      Type.String({
        description:
          'The body field the message is about (`password`, `titles.ru`), when it is about one: ' +
          'a form shows the message next to that field.',
      }),
    ),
    errors: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), error: Type.String() }), {
        description:
          'Every problem of the body when there are several (the first is `error` and `field`), ' +
          'so that a form can mark all its fields at once.',
      }),
    ),
  },
  { description: 'An error answer (400, 401, 403, 404, 409, 503, 507) with a message to show.' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;
