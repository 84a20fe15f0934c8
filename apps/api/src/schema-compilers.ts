import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = (data: unknown) => string;

/**
 * Fastify's own schema compilers (Ajv for requests, fast-json-stringify for answers), made once
 * per process instead of once per app instance. Compiling every route's schemas is most of what
 * building the app costs (about a second); a process that builds many apps (the test suites
 * build one per test) compiles each schema once. Fastify's validator factory already keeps one
 * Ajv per set of options, and Ajv keeps each schema object it has compiled; the answers'
 * serializers are kept here by schema object, for the options the app uses (no shared schemas,
 * no serializer options — otherwise nothing is kept). The contracts' schemas are plain objects
 * without `$id` (packages/contracts tests that), so one Ajv can hold them all.
 */
const buildValidator = AjvCompiler();
const buildSerializerUncached = SerializerSelector() as unknown as SerializerFactory;
const serializers = new WeakMap<object, Map<string, Serializer>>();

const isEmpty = (value: unknown) =>
  value === undefined || value === null || Object.keys(value as object).length === 0;

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = buildSerializerUncached(externalSchemas, options);
  if (!isEmpty(externalSchemas) || !isEmpty(options)) return compile;
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let byAnswer = serializers.get(schema);
    if (!byAnswer) serializers.set(schema, (byAnswer = new Map()));
    const key = `${String(route.httpStatus)} ${String((route as { contentType?: string }).contentType ?? '')}`;
    let serializer = byAnswer.get(key);
    if (!serializer) byAnswer.set(key, (serializer = compile(route) as Serializer));
    return serializer;
  };
};

export const schemaCompilers: CompilersFactory = {
  buildValidator: buildValidator as unknown as CompilersFactory['buildValidator'],
  buildSerializer,
};
