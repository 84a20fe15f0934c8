import { describe, expect, it } from 'vitest';
import { keepTogether } from './keep-together';

describe('keepTogether', () => {
  it('binds «г.», «№», «офис» and «ул.» to the next word with a no-break space', () => {
    expect(keepTogether('Дочерняя компания в России — г. Смоленск')).toBe(
      'Дочерняя компания в России — г.\u00a0Смоленск',
    );
    expect(keepTogether('Реестр, № 00-00 от 15 января 2020 г.')).toBe(
      'Реестр, №\u00a000-\u206000 от\u00a015\u00a0января\u00a02020\u00a0г.',
    );
    expect(keepTogether('220007, г. Минск, ул. Московская, 22, офис 301')).toBe(
      '220007, г.\u00a0Минск, ул.\u00a0Московская, 22, офис\u00a0301',
    );
  });

  it('keeps a year with its «г.» and a register number whole at its hyphen', () => {
    expect(keepTogether('Минский горисполком, 1 марта 2019 г.')).toBe(
      'Минский горисполком, 1\u00a0марта\u00a02019\u00a0г.',
    );
    expect(keepTogether('1990–1995 гг.')).toBe('1990–1995\u00a0гг.');
    expect(keepTogether('Register, No. 00-00 of 15 January 2020')).toBe(
      'Register, No.\u00a000-\u206000 of\u00a015\u00a0January\u00a02020',
    );
    // A dash between words and a year that is not followed by «г.» stay as they are.
    expect(keepTogether('Пн–Чт 08:30–17:30, с 2020 года')).toBe('Пн–Чт 08:30–17:30, с 2020 года');
  });

  it('binds the English «office» and leaves other words alone', () => {
    expect(keepTogether('22 Moskovskaya St., office 301, Minsk')).toBe(
      '22 Moskovskaya St., office\u00a0301, Minsk',
    );
    expect(keepTogether('Back office hours')).toBe('Back office hours');
    // «от» / 'of' before a word (not a date) stays a plain space.
    expect(keepTogether('от имени клиента, one of many')).toBe('от имени клиента, one of many');
    expect(keepTogether('Subsidiary in Russia: Smolensk')).toBe('Subsidiary in Russia: Smolensk');
    // A postcode or a house number before a word is not a date.
    expect(keepTogether('Minsk 220007 Belarus, 122 Main 2020')).toBe(
      'Minsk 220007 Belarus, 122 Main 2020',
    );
  });
});
