import { Type, type Static } from '@sinclair/typebox';

export const HealthResponse = Type.Object(
  { status: Type.Literal('ok') },
  { description: 'The service is up.' },
);
export type HealthResponse = Static<typeof HealthResponse>;
