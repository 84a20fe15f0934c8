import { describe, expect, it } from 'vitest';
import { STAND_IN_OPERATOR_WARNING, warnOfStandInOperator } from './operator-stand-in';

function recorder() {
  const lines: Array<{ details: object; message: string }> = [];
  return {
    lines,
    log: { warn: (details: object, message: string) => lines.push({ details, message }) },
  };
}

describe("the start-up warning about the operator's stand-in details", () => {
  it('is logged once by a production site with the stand-ins', () => {
    const { lines, log } = recorder();
    expect(warnOfStandInOperator(log, 'production', { standIn: true })).toBe(true);
    expect(lines).toEqual([
      { details: { event: 'operator-details-stand-in' }, message: STAND_IN_OPERATOR_WARNING },
    ]);
    expect(STAND_IN_OPERATOR_WARNING).toContain('packages/offices/src/operator.ts');
  });

  it('is not logged in development or with the real details', () => {
    const { lines, log } = recorder();
    expect(warnOfStandInOperator(log, 'development', { standIn: true })).toBe(false);
    expect(warnOfStandInOperator(log, 'production', { standIn: false })).toBe(false);
    expect(lines).toEqual([]);
  });
});
