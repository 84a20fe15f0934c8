import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { validate } from './validate';

const Point = Type.Object(
  { x: Type.Integer(), y: Type.Integer() },
  { additionalProperties: false },
);

describe('validate', () => {
  it('returns the value itself when it matches', () => {
    const value = { x: 1, y: 2 };
    const result = validate(Point, value);
    expect(result).toEqual({ ok: true, value });
    expect(result.ok && result.value).toBe(value);
  });

  it('lists every problem with its JSON pointer', () => {
    const result = validate(Point, { x: 'one', z: 3 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/x: /),
        expect.stringMatching(/^\/y: /),
        expect.stringMatching(/^\/z: /),
      ]),
    );
  });

  it('names the root as / when the value itself is wrong', () => {
    const result = validate(Point, 'nope');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^\/: /);
  });

  it('does not coerce or clean the value', () => {
    expect(validate(Point, { x: '1', y: 2 }).ok).toBe(false);
    expect(validate(Point, { x: 1, y: 2, extra: true }).ok).toBe(false);
  });
});
