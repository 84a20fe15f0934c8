import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import './formats';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/**
 * Checks a value against a schema without changing it.
 * Each error reads `<json pointer>: <message>`, the pointer being `/` for the value itself.
 */
export function validate<T extends TSchema>(
  schema: T,
  value: unknown,
): ValidationResult<Static<T>> {
  if (Value.Check(schema, value)) return { ok: true, value };
  const errors = [...Value.Errors(schema, value)].map(
    (error) => `${error.path === '' ? '/' : error.path}: ${error.message}`,
  );
  return { ok: false, errors };
}
