import { describe, expect, it } from 'vitest';
import { createI18n, I18N_NAMESPACE, loadSections, pickSections } from './create-i18n';
import { en } from './locales/en';
import { ru } from './locales/ru';

describe('createI18n', () => {
  it('is ready synchronously with the bundled texts', () => {
    const i18n = createI18n({ lng: 'en' });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('detailedNewsMain.notFound')).toBe(en.detailedNewsMain.notFound);
    expect(i18n.t('admin.sql.emptyQuery')).toBe('Enter an SQL query');
  });

  it('normalises the language and defaults to Russian', () => {
    expect(createI18n({ lng: 'en-US' }).language).toBe('en');
    expect(createI18n({ lng: 'de' }).language).toBe('ru');
    expect(createI18n({ lng: 'de' }).t('common.home')).toBe('Главная');
  });

  it('shows Russian texts for by', () => {
    const i18n = createI18n({ lng: 'be-BY' });
    expect(i18n.language).toBe('by');
    expect(i18n.t('admin.sql.emptyQuery')).toBe('Введите SQL-запрос');
    expect(i18n.t('cookies.dialog.acceptAll')).toBe('Принять все');
  });

  it('interpolates without HTML escaping', () => {
    const i18n = createI18n({ lng: 'ru' });
    expect(i18n.t('header.search.noResults', { query: '<b>&' })).toBe(
      'По запросу «<b>&» ничего не найдено',
    );
    expect(i18n.t('footer.copyright', { year: 2026 })).toBe('© 1992–2026. Все права защищены.');
    expect(i18n.t('admin.sql.affectedRows', { count: 3 })).toBe('Изменено строк: 3');
    expect(i18n.t('admin.sql.affectedRows', { count: 1 })).toBe('Изменено строк: 1');
  });

  it('loads only the sections a page asks for, in both catalogue languages', () => {
    const i18n = createI18n({ lng: 'en', sections: ['common', 'home'] });
    expect(i18n.t('home.paymentSystem.signContract')).toBe('Sign a contract');
    expect(i18n.getResourceBundle('ru', I18N_NAMESPACE)).toEqual({
      common: ru.common,
      home: ru.home,
    });
    expect(i18n.exists('about.title')).toBe(false);
    expect(i18n.hasResourceBundle('by', I18N_NAMESPACE)).toBe(false);
  });

  it('adds sections later with loadSections, with the Russian fallback', () => {
    const i18n = createI18n({ lng: 'en', sections: ['common'] });
    expect(i18n.exists('news.title')).toBe(false);
    loadSections(i18n, 'en', ['news']);
    expect(i18n.t('news.sort.newest')).toBe('Newest first');
    expect(i18n.t('common.home')).toBe('Home');
    expect(i18n.getResourceBundle('ru', I18N_NAMESPACE)).toHaveProperty('news.title', 'Новости');
  });

  it('loads the Russian catalogue for by', () => {
    const i18n = createI18n({ lng: 'by', sections: [] });
    loadSections(i18n, 'by', ['contacts']);
    expect(i18n.t('contacts.map.configureCookies')).toBe('Настроить cookies');
    expect(i18n.hasResourceBundle('en', I18N_NAMESPACE)).toBe(true);
    expect(i18n.exists('contacts.title', { lng: 'en', fallbackLng: false })).toBe(false);
  });

  it('gives separate instances', () => {
    const first = createI18n({ lng: 'ru' });
    const second = createI18n({ lng: 'en' });
    expect(first.t('common.home')).toBe('Главная');
    expect(second.t('common.home')).toBe('Home');
  });
});

describe('pickSections', () => {
  it('picks sections of one language, all when none are named', () => {
    expect(pickSections('en', ['errors'])).toEqual({ errors: en.errors });
    expect(Object.keys(pickSections('ru'))).toEqual(Object.keys(ru));
  });
});
