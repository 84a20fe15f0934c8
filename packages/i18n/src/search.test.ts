import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { resources } from './resources';
import { highlightParts, isInterfaceOnly, searchCatalogue } from './search';
import { PLACEHOLDER_SECTION_ROUTES } from './section-routes';
import type { TextTree } from './types';

describe('searchCatalogue', () => {
  it('leaves out the texts that only label the interface (loading lines, arrows, image texts, indicators)', () => {
    const keys = (query: string) => searchCatalogue(resources.ru, query).map((match) => match.key);
    expect(keys('Загрузка карты')).toEqual([]);
    expect(keys('Индикатор: карточка')).toEqual([]);
    expect(keys('Предыдущая новость')).toEqual([]);
    expect(keys('Загородная дорога')).toEqual([]);
    for (const key of keys('карт')) expect(isInterfaceOnly(key), key).toBe(false);
    // What a page says stays searchable, the card reader's instructions too.
    expect(keys('Перетащите карточку')).toContain('clients.cardUsageRules.simulator.instructions');
  });

  it('finds texts case-insensitively and links them to their page', () => {
    const matches = searchCatalogue(resources.ru, 'КЕРОСИН');
    expect(matches.length).toBeGreaterThan(0);
    expect(matches).toContainEqual({
      section: 'about',
      key: 'about.purpose.items.kerosene',
      text: ru.about.purpose.items.kerosene,
      path: '/about',
    });
    for (const match of matches) expect(match.text.toLowerCase()).toContain('керосин');
  });

  it('searches only the language it is given', () => {
    expect(searchCatalogue(resources.en, 'kerosene').map((match) => match.path)).toContain(
      '/about',
    );
    expect(searchCatalogue(resources.en, 'керосин')).toEqual([]);
  });

  it('lists only sections that map to a page', () => {
    // 'Личный кабинет' appears in the header (frame) and in pages; only the pages are listed.
    const matches = searchCatalogue(resources.ru, 'личный кабинет');
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) {
      expect(match.key.startsWith('header.')).toBe(false);
      expect(match.key.startsWith('nav.')).toBe(false);
    }
    expect(searchCatalogue(resources.ru, 'Unexpected Application Error')).toEqual([]);
    expect(searchCatalogue(resources.ru, 'Введите SQL-запрос')).toEqual([]);
  });

  it('links legal texts to their own page and office names to contacts', () => {
    expect(searchCatalogue(resources.en, 'user_uuid').map((match) => match.path)).toEqual(
      expect.arrayContaining(['/privacy', '/cookie-policy']),
    );
    expect(searchCatalogue(resources.ru, 'Гродненское')).toEqual([
      expect.objectContaining({ key: 'offices.grodno.name', path: '/contacts' }),
    ]);
  });

  it('matches the text without interpolation placeholders', () => {
    expect(searchCatalogue(resources.en, 'page}}')).toEqual([]);
    const catalogue = { home: { greeting: 'Hello {{name}}, welcome' } };
    expect(searchCatalogue(catalogue, 'name}}')).toEqual([]);
    expect(searchCatalogue(catalogue, 'Hello,')).toEqual([
      expect.objectContaining({ key: 'home.greeting', text: 'Hello, welcome' }),
    ]);
  });

  it('walks a catalogue once however often it is searched (its searchable texts are kept)', () => {
    let reads = 0;
    const catalogue = {
      about: {
        get title() {
          reads += 1;
          return 'О компании';
        },
      },
    } as unknown as TextTree;
    expect(searchCatalogue(catalogue, 'компан')).toHaveLength(1);
    expect(searchCatalogue(catalogue, 'КОМПАНИИ')).toHaveLength(1);
    expect(searchCatalogue(catalogue, 'нет такого')).toEqual([]);
    expect(reads).toBe(1);
  });

  it('returns nothing for a blank query and honours a limit', () => {
    expect(searchCatalogue(resources.ru, '')).toEqual([]);
    expect(searchCatalogue(resources.ru, '   ')).toEqual([]);
    expect(searchCatalogue(resources.ru, 'а', { limit: 3 })).toHaveLength(3);
  });

  it('never leads to a placeholder page (content-pages §2.10): they have nothing to find yet', () => {
    for (const [catalogue, title] of [
      [resources.ru, 'Правила платежной системы'],
      [resources.ru, 'Оплата проезда по платным дорогам'],
      [resources.en, 'Services for non-residents'],
    ] as const) {
      const paths = searchCatalogue(catalogue, title).map((match) => match.path);
      for (const path of Object.values(PLACEHOLDER_SECTION_ROUTES)) expect(paths).not.toContain(path);
    }
    expect(searchCatalogue(resources.ru, 'clients.tollRoads')).toEqual([]);
  });

  it('treats regular-expression characters literally', () => {
    expect(searchCatalogue(resources.en, '97%').length).toBeGreaterThan(0);
    expect(searchCatalogue(resources.en, '.*')).toEqual([]);
  });

  it('does not depend on the catalogue objects being the exported ones', () => {
    expect(searchCatalogue({ home: { a: 'Fuel' }, footer: { b: 'Fuel' } }, 'fuel')).toEqual([
      { section: 'home', key: 'home.a', text: 'Fuel', path: '/' },
    ]);
    expect(en.home.fuelCards.title).toBe('Fuel cards');
  });
});

describe('highlightParts', () => {
  it('splits a text into matching and other parts, keeping the original case', () => {
    expect(highlightParts('Fuel cards and fuel', 'FUEL')).toEqual([
      { text: 'Fuel', match: true },
      { text: ' cards and ', match: false },
      { text: 'fuel', match: true },
    ]);
    expect(highlightParts('Топливные карточки', 'карт')).toEqual([
      { text: 'Топливные ', match: false },
      { text: 'карт', match: true },
      { text: 'очки', match: false },
    ]);
  });

  it('joins back to the original text', () => {
    const text = ru.home.paymentSystem.coverage;
    expect(
      highlightParts(text, 'в')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('handles blank queries, no match, special characters and empty text', () => {
    expect(highlightParts('abc', ' ')).toEqual([{ text: 'abc', match: false }]);
    expect(highlightParts('abc', 'x')).toEqual([{ text: 'abc', match: false }]);
    expect(highlightParts('a (b) c', '(b)')).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' c', match: false },
    ]);
    expect(highlightParts('', 'a')).toEqual([]);
  });
});
