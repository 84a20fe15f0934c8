import { FormatRegistry } from '@sinclair/typebox';
import { ISO_DATE_PATTERN } from './date-pattern';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const datePart = ISO_DATE_PATTERN.slice(1, -1);
const timePart = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?';
const offsetPart = '(?:z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)';
const dateTimePattern = new RegExp(`^${datePart}[t ]${timePart}${offsetPart}$`, 'i');

/** RFC 4122 textual form: 8-4-4-4-12 hexadecimal digits, any case. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** RFC 3339 date-time with an existing calendar date and a required offset (Z or ±hh:mm). */
export function isDateTime(value: string): boolean {
  return dateTimePattern.test(value);
}

/**
 * TypeBox knows no string formats by default: Value.Check fails every `format` it cannot find.
 * Importing this module registers the formats the contracts use. Ajv (Fastify) has its own.
 */
export function registerFormats(): void {
  if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', isUuid);
  if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', isDateTime);
}

registerFormats();
