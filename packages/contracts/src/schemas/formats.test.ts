import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { isDateTime, isUuid } from './formats';

describe('isUuid', () => {
  it.each([
    ['0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b', true],
    ['0B6F4A1E-3C1D-4F5E-9A2B-1C2D3E4F5A6B', true],
    ['0b6f4a1e3c1d4f5e9a2b1c2d3e4f5a6b', false],
    ['0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6', false],
    ['gb6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

describe('isDateTime', () => {
  it.each([
    ['2025-07-28T10:15:00Z', true],
    ['2025-07-28T10:15:00.123Z', true],
    ['2025-07-28t10:15:00z', true],
    ['2025-07-28 10:15:00+03:00', true],
    ['2025-07-28T23:59:59-0530', true],
    ['2024-02-29T00:00:00Z', true],
    ['2025-07-28T10:15:00', false],
    ['2025-07-28', false],
    ['2025-02-29T00:00:00Z', false],
    ['2025-07-28T24:00:00Z', false],
    ['2025-07-28T10:60:00Z', false],
    ['2025-07-28T10:15Z', false],
    ['not a date', false],
  ])('%j → %s', (value, expected) => {
    expect(isDateTime(value)).toBe(expected);
  });
});

describe('the format registry', () => {
  it('lets Value.Check use the uuid and date-time formats', () => {
    const schema = Type.Object({
      id: Type.String({ format: 'uuid' }),
      at: Type.String({ format: 'date-time' }),
    });
    expect(
      Value.Check(schema, {
        id: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b',
        at: '2025-07-28T10:15:00Z',
      }),
    ).toBe(true);
    expect(Value.Check(schema, { id: 'x', at: '2025-07-28T10:15:00Z' })).toBe(false);
    expect(Value.Check(schema, { id: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b', at: 'x' })).toBe(
      false,
    );
  });
});
