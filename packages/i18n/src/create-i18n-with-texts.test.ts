import { describe, expect, it } from 'vitest';
import { pickSections } from './create-i18n';
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
