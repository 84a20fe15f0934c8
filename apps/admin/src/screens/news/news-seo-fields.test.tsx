import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import { sameNewsValues } from './news-drafts';
import { newsFieldOf } from './news-form-errors';
import {
  emptyNewsForm,
  newsFormFromItem,
  toNewsInput,
  type NewsFormValues,
} from './news-form-model';
import { automaticDescription, NewsSeoFields } from './news-seo-fields';

const ITEM = {
  slug: 'stored',
  priority: 'A' as const,
  dates: { date: '2025-07-28', startDate: '', expireDate: '' },
  titles: { ru: 'Новые терминалы', en: 'New terminals' },
  descriptions: { ru: '<p>Первый абзац новости.</p>', en: '<p>First paragraph.</p>' },
};

function Harness({ initial, errors = {} }: { initial: NewsFormValues; errors?: object }) {
  const [values, setValues] = useState(initial);
  return (
    <NewsSeoFields
      id={(field) => `news-${field}`}
      values={values}
      disabled={false}
      error={(field) => (errors as Record<string, string>)[field]}
      onChange={(update) => setValues(update)}
    />
  );
}

describe('the news SEO fields (issue 26 §1)', () => {
  it('round-trips the texts between the item, the form and the body; older drafts lack them', () => {
    const seo = {
      description: { ru: 'Описание', en: '' },
      title: { ru: '', en: 'Social' },
    };
    const values = newsFormFromItem({ ...ITEM, seo });
    expect(toNewsInput(values).seo).toEqual(seo);
    // An item without texts, fields untouched: the body is the spec's, without seo.
    expect(toNewsInput(newsFormFromItem(ITEM))).not.toHaveProperty('seo');
    // Emptied fields send empty texts (they clear what the item had).
    expect(toNewsInput({ ...values, seoDescriptionRu: '', seoTitleEn: '' }).seo).toEqual({
      description: { ru: '', en: '' },
      title: { ru: '', en: '' },
    });
    const typedAndEmptied = { ...newsFormFromItem(ITEM), seoDescriptionRu: '' };
    expect(sameNewsValues(typedAndEmptied, newsFormFromItem(ITEM))).toBe(true);
    expect(sameNewsValues(values, newsFormFromItem(ITEM))).toBe(false);
    expect(newsFieldOf('seo.title.en')).toBe('seoTitleEn');
  });

  it('is collapsed at first; opened, it counts characters live and previews the snippet', async () => {
    const user = userEvent.setup();
    renderConsole(<Harness initial={{ ...newsFormFromItem(ITEM) }} />, { api: fakeApi() });
    const summary = screen.getByText('SEO и соцсети');
    const description = screen.getByLabelText('Описание для поисковиков (рус.)');
    expect(description).not.toBeVisible();
    await user.click(summary);
    expect(description).toBeVisible();
    // Empty: the placeholders say what the site uses (the text's beginning, the title).
    expect(description).toHaveAttribute('placeholder', 'Первый абзац новости.');
    expect(screen.getByLabelText('Заголовок для соцсетей (англ.)')).toHaveAttribute(
      'placeholder',
      'New terminals',
    );
    expect(description).toHaveAttribute('maxlength', '160');
    expect(description).toHaveAccessibleDescription('0 из 160 символов');
    const snippet = within(screen.getByTestId('seo-snippet-ru'));
    expect(snippet.getByText('Новые терминалы')).toBeInTheDocument();
    expect(snippet.getByText('/news/stored')).toBeInTheDocument();
    expect(snippet.getByText('Первый абзац новости.')).toBeInTheDocument();

    await user.type(description, 'Кратко');
    expect(description).toHaveAccessibleDescription('6 из 160 символов');
    expect(snippet.getByText('Кратко')).toBeInTheDocument();
    expect(snippet.queryByText('Первый абзац новости.')).toBeNull();
  });

  it('opens by itself when a text is set or the server has a message about one', () => {
    renderConsole(
      <Harness
        initial={emptyNewsForm()}
        errors={{ seoTitleRu: 'Заголовок для соцсетей (рус.): не длиннее 90 символов' }}
      />,
      { api: fakeApi() },
    );
    const title = screen.getByLabelText('Заголовок для соцсетей (рус.)');
    expect(title).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews an English page without English text with the Russian description, as the site shows it', () => {
    const russianOnly = { ...ITEM, descriptions: { ...ITEM.descriptions, en: '' } };
    renderConsole(<Harness initial={newsFormFromItem(russianOnly)} />, { api: fakeApi() });
    expect(screen.getByLabelText('Описание для поисковиков (англ.)')).toHaveAttribute(
      'placeholder',
      'Первый абзац новости.',
    );
    expect(screen.getByTestId('seo-snippet-en')).toHaveTextContent('Первый абзац новости.');
  });

  it('cuts the automatic description after a word, with an ellipsis', () => {
    const long = `<p>${'слово '.repeat(60)}</p>`;
    const text = automaticDescription(long);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('слово…')).toBe(true);
  });
});
