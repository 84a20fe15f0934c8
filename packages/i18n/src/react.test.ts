import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { I18nextProvider, useT } from './react';

function Greeting() {
  const t = useT();
  return createElement('p', null, t('news.detailedNews'));
}

describe('React binding', () => {
  it('renders texts of the instance given to I18nextProvider', () => {
    const render = (lng: string) =>
      renderToString(
        createElement(I18nextProvider, { i18n: createI18n({ lng }) }, createElement(Greeting)),
      );
    expect(render('en')).toBe('<p>News item</p>');
    expect(render('ru')).toBe('<p>Подробная новость</p>');
  });
});
