import { describe, expect, it } from 'vitest';
import { createI18n, pickSections } from './create-i18n';
import { addTexts, createI18nWithTexts } from './create-i18n-with-texts';
import type { TextTree } from './types';

describe('createI18nWithTexts', () => {
  it('translates with exactly the texts it was given', () => {
    const i18n = createI18nWithTexts({ lng: 'en', texts: pickSections('en', ['common']) as TextTree });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.home')).toBe('Home');
    expect(i18n.t('news.title')).toBe('news.title');
  });

  it('takes further sections later', () => {
    const i18n = createI18nWithTexts({ lng: 'ru', texts: {} });
    addTexts(i18n, 'ru', pickSections('ru', ['news', 'header']) as TextTree);
    expect(i18n.t('news.title')).toBe('Новости');
    expect(i18n.t('header.search.noResults', { query: 'АЗС' })).toBe('По запросу «АЗС» ничего не найдено');
  });
});

describe('createI18nWithTexts answers like i18next for every text of the catalogue', () => {
  it.each(['ru', 'en'] as const)('%s', (lng) => {
    const sections = ['common', 'header', 'nav', 'footer', 'news', 'home', 'contacts', 'errors'] as const;
    const texts = pickSections(lng, [...sections]) as TextTree;
    const ours = createI18nWithTexts({ lng, texts });
    const reference = createI18n({ lng });
    const values = { query: 'АЗС', name: 'A-100', year: 2026, page: 3, phone: '+375', status: 404 };
    const walk = (tree: TextTree, prefix: string): void => {
      for (const [name, value] of Object.entries(tree)) {
        const key = `${prefix}${name}`;
        if (typeof value === 'object') walk(value, `${key}.`);
        else expect(ours.t(key, values), key).toBe(reference.t(key, values));
      }
    };
    walk(texts, '');
    expect(ours.t('no.such.key')).toBe(reference.t('no.such.key'));
    expect(ours.t('no.such.key', { defaultValue: '' })).toBe(reference.t('no.such.key', { defaultValue: '' }));
    expect(ours.t('no.such.key', { defaultValue: 'X' })).toBe('X');
  });
});
