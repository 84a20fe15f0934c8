import { describe, expect, it } from 'vitest';
import { createI18nextWithTexts } from './create-i18next-with-texts';

describe('createI18nextWithTexts', () => {
  it('answers at once from the handed-over texts only, with placeholders filled in', () => {
    const i18n = createI18nextWithTexts({
      lng: 'ru',
      texts: { admin: { hello: 'Добро пожаловать, {{name}}' } },
    });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('admin.hello', { name: '<b>Иван</b>' })).toBe('Добро пожаловать, <b>Иван</b>');
    expect(i18n.t('common.nothing')).toBe('common.nothing');
  });
});
