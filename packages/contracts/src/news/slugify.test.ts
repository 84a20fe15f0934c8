import { describe, expect, it } from 'vitest';
import { SLUG_TEXT_MAX_LENGTH, slugify, TRANSLITERATION } from './slugify';

describe('slugify', () => {
  it.each([
    ['Welcome to the new website', 'welcome-to-the-new-website'],
    ['Добро пожаловать на новый сайт', 'dobro-pozhalovat-na-novyy-sayt'],
    ['Жук, хурма, цапля, чай', 'zhuk-khurma-tsaplya-chay'],
    ['Шишка и щука', 'shishka-i-shchuka'],
    ['Юла, яблоко, съезд, подъезд', 'yula-yabloko-sezd-podezd'],
    ['Ёлка и Эхо', 'yolka-i-ekho'],
    ['ЗАГЛАВНЫЕ БУКВЫ', 'zaglavnye-bukvy'],
    ['Беларусь і ўсё', 'belarus-i-usyo'],
    ["Сям'я", 'syamya'],
    ["Don't panic", 'dont-panic'],
    ['Crème brûlée à la française', 'creme-brulee-a-la-francaise'],
    ['Straße', 'strasse'],
    ['Новые тарифы 2025 года!', 'novye-tarify-2025-goda'],
    ['  --Hello__World--  ', 'hello-world'],
    ['a & b / c', 'a-b-c'],
    ['Топливные карты «Быстро» — 3 минуты', 'toplivnye-karty-bystro-3-minuty'],
    ['!!!', ''],
    ['', ''],
    ['日本語', ''],
  ])('%j → %j', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it('reads decomposed letters like composed ones', () => {
    expect(slugify('и\u0306од')).toBe(slugify('йод'));
    expect(slugify('йод')).toBe('yod');
    expect(slugify('е\u0308ж')).toBe('yozh');
  });

  it('keeps only lowercase a–z, digits and single inner hyphens', () => {
    const slug = slugify('Ⅻ ＡＢＣ ½ ﬁ — Ǆ мир!  @#  Ⅳ');
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it(`caps the slug at ${SLUG_TEXT_MAX_LENGTH} characters`, () => {
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(SLUG_TEXT_MAX_LENGTH));
  });

  it('does not end on a hyphen where the cap falls', () => {
    const text = `${'a'.repeat(SLUG_TEXT_MAX_LENGTH - 1)} bcd`;
    expect(slugify(text)).toBe('a'.repeat(SLUG_TEXT_MAX_LENGTH - 1));
  });

  it('caps after transliteration (щ counts as four letters)', () => {
    const slug = slugify('щ'.repeat(30));
    expect(slug).toHaveLength(SLUG_TEXT_MAX_LENGTH);
    expect(slug).toBe('shch'.repeat(20));
  });

  it('has a Latin spelling for every lowercase Russian letter', () => {
    const russian = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
    for (const letter of russian) expect(TRANSLITERATION[letter], letter).toMatch(/^[a-z]*$/);
    expect(slugify(russian)).toBe('abvgdeyozhziyklmnoprstufkhtschshshchyeyuya');
  });
});
