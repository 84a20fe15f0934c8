// @vitest-environment node
import { en } from '@fuelcard/i18n/catalogue/en';
import { ru } from '@fuelcard/i18n/catalogue/ru';
import { describe, expect, it } from 'vitest';
import { FRAME_SECTIONS, pageTexts, translator } from './texts.server';

describe('pageTexts', () => {
  it('hands over whole sections and parts of sections, in the page language only', () => {
    const texts = pageTexts('en', ['home', 'news.backToNews', 'about.clientsAndPartners.items']);
    expect(texts.home).toEqual(en.home);
    expect(texts.news).toEqual({ backToNews: en.news.backToNews });
    expect(texts.about).toEqual({ clientsAndPartners: { items: en.about.clientsAndPartners.items } });
    expect(JSON.stringify(texts)).not.toContain(ru.home.hero.heading);
  });

  it('never hands the administrator texts to public pages', () => {
    expect(Object.keys(pageTexts('ru', FRAME_SECTIONS))).not.toContain('admin');
  });

  it('refuses a path that is not in the catalogue', () => {
    expect(() => pageTexts('ru', ['home.noSuchText'])).toThrow(/home\.noSuchText/);
  });
});

describe('translator', () => {
  it('translates the whole catalogue on the server', () => {
    expect(translator('ru')('offices.brest.name')).toBe(ru.offices.brest.name);
    expect(translator('en')('footer.copyright', { year: 2030 })).toContain('2030');
  });
});
