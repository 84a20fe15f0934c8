import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyTypeProvider } from 'fastify';

/**
 * Route typing from the contracts' TypeBox 0.34 schemas. @fastify/type-provider-typebox 6 is
 * written for the `typebox` 1.x package, whose schema types the 0.34 schemas do not satisfy, so
 * the API declares the (four-line) provider itself. Validation is Fastify's own Ajv.
 */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}
