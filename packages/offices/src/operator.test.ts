import { describe, expect, it } from 'vitest';
import { operatorDetails } from './operator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) =>
  DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

describe('the operator’s legal details', () => {
  it('hold every value in its format, in both languages', () => {
    const details = operatorDetails;
    expect(details.unp).toMatch(/^\d{9}$/);
    expect(isRealDay(details.registration.date)).toBe(true);
    expect(isRealDay(details.register.date)).toBe(true);
    expect(details.register.number.trim()).not.toBe('');
    for (const lang of ['ru', 'en'] as const) {
      for (const text of [
        details.legalName,
        details.registration.authority,
        details.register.name,
        details.legalAddress,
      ])
        expect(text[lang].trim(), JSON.stringify(text)).not.toBe('');
      // The address in parts is the address as shown.
      const postal = details.postalAddress;
      expect(details.legalAddress[lang]).toContain(postal.postalCode);
      expect(details.legalAddress[lang]).toContain(postal.locality[lang]);
      expect(details.legalAddress[lang]).toContain(postal.street[lang]);
    }
    expect(details.postalAddress.postalCode).toMatch(/^\d{6}$/);
    expect(details.postalAddress.countryCode).toBe('BY');
  });

  it('are marked as stand-ins while they are the invented ones', () => {
    // The invented values belong to no company: the flag must say so until the file is swapped.
    if (operatorDetails.unp === '100000000') expect(operatorDetails.standIn).toBe(true);
    expect(typeof operatorDetails.standIn).toBe('boolean');
  });
});
