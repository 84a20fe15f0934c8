import { Type, type Static } from '@sinclair/typebox';

export const DatabaseHealth = Type.Object(
  {
    engine: Type.Union([Type.Literal('sqlite'), Type.Literal('postgresql')]),
    state: Type.Union(
      [
        Type.Literal('ok'),
        Type.Literal('read-only'),
        Type.Literal('full'),
        Type.Literal('unavailable'),
      ],
      {
        description:
          'ok: reads and writes work; read-only: the file or server refuses writes; full: the disk ' +
          'is full; unavailable: the database cannot be reached or is damaged.',
      },
    ),
    message: Type.Optional(Type.String({ description: 'What is wrong, in Russian.' })),
  },
  { description: 'The state of the database as the API last saw it (checked every few seconds).' },
);
export type DatabaseHealth = Static<typeof DatabaseHealth>;

export const HealthResponse = Type.Object(
  { status: Type.Literal('ok'), database: Type.Optional(DatabaseHealth) },
  { description: 'The service is up and can read and write its database.' },
);
export type HealthResponse = Static<typeof HealthResponse>;

export const HealthDraining = Type.Object(
  { status: Type.Literal('draining'), database: Type.Optional(DatabaseHealth) },
  {
    description:
      'The service is shutting down: it still answers what it receives, but a load balancer should stop sending.',
  },
);
export type HealthDraining = Static<typeof HealthDraining>;

export const HealthUnavailable = Type.Object(
  { status: Type.Literal('unavailable'), database: DatabaseHealth },
  {
    description:
      'The service runs but cannot write its database (read-only, disk full, unreachable, damaged).',
  },
);
export type HealthUnavailable = Static<typeof HealthUnavailable>;
