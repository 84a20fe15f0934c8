import { describe, expect, it } from 'vitest';
import { isInsideBelarus, isValidCoordinates } from './coordinates';
import { DEFAULT_MAP_CENTER, DEFAULT_OFFICE_ID } from './map';
import { offices, SAMPLE_EMAIL_DOMAIN, smolenskBranch } from './offices';
import type { Office } from './types';
import { WORKING_HOUR_KEYS } from './working-hours';

const CITIES = ['minsk', 'brest', 'vitebsk', 'gomel', 'grodno', 'mogilev'] as const;
const CITY_CODES = {
  minsk: '17',
  brest: '162',
  vitebsk: '212',
  gomel: '232',
  grodno: '152',
  mogilev: '222',
};
const BELARUS_PHONE = /^\+375 \((\d{2,3})\) (\d{2,3})-(\d{2})-(\d{2})$/;
const RUSSIA_PHONE = /^\+7 \(4812\) \d{2}-\d{2}-\d{2}$/;
const EMAIL = /^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

function expectWellFormed(office: Office, city: string) {
  expect(office.departmentsName).toBe(`offices.${city}.name`);
  expect(office.inCity).toBe(`offices.${city}.inCity`);
  for (const text of [office.address, office.footerAddress, office.footerShortAddress]) {
    expect(text.ru.trim()).not.toBe('');
    expect(text.en.trim()).not.toBe('');
  }
  expect(office.footerAddress.ru).toContain(office.footerShortAddress.ru.split(', ').at(-1));
  // The postal address in parts is the footer's address: postcode, city and street in both languages.
  const postal = office.postalAddress;
  expect(postal.postalCode).toMatch(/^\d{6}$/);
  for (const lang of ['ru', 'en'] as const) {
    expect(office.footerAddress[lang]).toContain(postal.postalCode);
    expect(office.footerAddress[lang]).toContain(postal.locality[lang]);
    expect(office.footerAddress[lang]).toContain(postal.street[lang]);
  }
  expect(office.email).toHaveLength(3);
  for (const email of office.email) expect(email).toMatch(EMAIL);
  expect(new Set(office.email).size).toBe(3);
  expect(office.workingHours).toEqual(WORKING_HOUR_KEYS);
  expect(office.departmentsImage).toBe(`/images/offices/${city}.svg`);
  expect(isValidCoordinates(office.coordinates)).toBe(true);
  expect(office.phoneNumber.length).toBeGreaterThan(0);
  for (const line of office.phoneNumber) {
    expect(line.tel).toBe(`+${line.display.replace(/\D/g, '')}`);
    expect([undefined, 'tel/fax', 'fax']).toContain(line.suffix);
  }
}

describe('offices', () => {
  it('lists six offices with ids 1–6 in the order of the spec', () => {
    expect(offices.map((office) => office.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(offices.map((office) => office.id)).size).toBe(6);
    expect(offices.map((office) => office.departmentsName)).toEqual(
      CITIES.map((city) => `offices.${city}.name`),
    );
  });

  it('has Minsk as the default office, located at the default map centre', () => {
    const minsk = offices.find((office) => office.id === DEFAULT_OFFICE_ID);
    expect(minsk?.departmentsName).toBe('offices.minsk.name');
    expect(minsk?.coordinates).toEqual([53.876159, 27.547862]);
    expect(minsk?.coordinates).toEqual(DEFAULT_MAP_CENTER);
  });

  it.each(CITIES.map((city, index) => [city, index] as const))(
    '%s is complete and well-formed',
    (city, index) => {
      const office = offices[index]!;
      expectWellFormed(office, city);
      expect(isInsideBelarus(office.coordinates)).toBe(true);
      expect(office.postalAddress.countryCode).toBe('BY');
      for (const line of office.phoneNumber) {
        const match = BELARUS_PHONE.exec(line.display);
        expect(match, line.display).not.toBeNull();
        expect(match![1]).toBe(CITY_CODES[city]);
        expect(line.tel).toHaveLength(13); // +375 and nine digits
      }
      for (const email of office.email)
        expect(email.endsWith(`@${SAMPLE_EMAIL_DOMAIN}`)).toBe(true);
    },
  );

  it('gives each office its own coordinates, phones and e-mails', () => {
    const all = [...offices, smolenskBranch];
    expect(new Set(all.map((office) => office.coordinates.join())).size).toBe(7);
    expect(new Set(all.flatMap((office) => office.phoneNumber.map((line) => line.tel))).size).toBe(
      all.reduce((sum, office) => sum + office.phoneNumber.length, 0),
    );
    expect(new Set(all.flatMap((office) => office.email)).size).toBe(21);
  });

  it('labels at least one line tel/fax and one fax across the offices', () => {
    const suffixes = offices.flatMap((office) => office.phoneNumber.map((line) => line.suffix));
    expect(suffixes).toContain('tel/fax');
    expect(suffixes).toContain('fax');
  });
});

describe('smolenskBranch', () => {
  it('sits exactly at the coordinates of the spec', () => {
    expect(smolenskBranch.coordinates).toEqual([54.771325, 32.053075]);
  });

  it('is complete, with Russian phone numbers and an id outside the dropdown list', () => {
    expectWellFormed(smolenskBranch, 'smolensk');
    for (const line of smolenskBranch.phoneNumber) expect(line.display).toMatch(RUSSIA_PHONE);
    expect(smolenskBranch.postalAddress.countryCode).toBe('RU');
    expect(offices.some((office) => office.id === smolenskBranch.id)).toBe(false);
  });
});
