import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pickSections } from './create-i18n';
import { createI18nWithTexts } from './create-i18n-with-texts';
import { I18nProvider, useT } from './react';

function Greeting() {
  const t = useT();
  return createElement('p', null, t('news.detailedNews'));
}

describe('React binding', () => {
  it('renders texts of the instance given to I18nProvider', () => {
    const render = (lng: 'ru' | 'en') =>
      renderToString(
        createElement(
          I18nProvider,
          { i18n: createI18nWithTexts({ lng, texts: pickSections(lng, ['news']) }) },
          createElement(Greeting),
        ),
      );
    expect(render('en')).toBe('<p>News item</p>');
    expect(render('ru')).toBe('<p>Подробная новость</p>');
  });

  it('refuses to translate outside a provider', () => {
    expect(() => renderToString(createElement(Greeting))).toThrow(/I18nProvider/);
  });
});
