import { Type, type Static } from '@sinclair/typebox';

export const HealthResponse = Type.Object(
  { status: Type.Literal('ok') },
  { description: 'The service is up.' },
);
export type HealthResponse = Static<typeof HealthResponse>;

export const HealthDraining = Type.Object(
  { status: Type.Literal('draining') },
  {
    description:
      'The service is shutting down: it still answers what it receives, but a load balancer should stop sending.',
  },
);
export type HealthDraining = Static<typeof HealthDraining>;
