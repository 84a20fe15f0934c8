import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import { NewsFormFields } from './news-form-fields';
import { emptyNewsForm, type NewsFormValues } from './news-form-model';

function Harness({ initial }: { initial: NewsFormValues }) {
  const [values, setValues] = useState(initial);
  return (
    <NewsFormFields
      part="settings"
      idPrefix="news"
      values={values}
      initial={initial}
      creating={false}
      disabled={false}
      fieldErrors={[{ field: 'slug', message: 'Такой адрес уже занят другой новостью' }]}
      onChange={(update) => setValues(update)}
    />
  );
}

// Review s47, findings 3 and 4: the settings' groups are headed alike — «Адрес», «Приоритет»,
// «Публикация», «Обложка» — and the fields keep their full names for a screen reader.
describe('the news settings (side column)', () => {
  it('heads each group in one style and keeps the fields\u2019 names', () => {
    const { container } = renderConsole(
      <Harness initial={{ ...emptyNewsForm(), slug: 'novost-6-tarify-na-toplivo' }} />,
      { api: fakeApi() },
    );
    const slug = screen.getByRole('textbox', { name: 'Slug (адрес страницы)' });
    expect(slug).toHaveValue('novost-6-tarify-na-toplivo');
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    // The visible heading is the short word, contained in the field's name.
    const field = slug.closest('.news-form__eyebrowed')!;
    expect(field.firstElementChild).toHaveTextContent(/^Адрес$/);
    // «/news/» is a segment beside the input, not inside it.
    expect(slug.previousElementSibling).toHaveTextContent('/news/');
    expect(field).toHaveClass('slug-field');
    const headed = [
      ...container.querySelectorAll('.news-form__eyebrowed, fieldset.form-group'),
    ].map((group) =>
      group.matches('fieldset')
        ? group.querySelector(':scope > legend')!.textContent
        : group.firstElementChild!.textContent,
    );
    expect(headed).toEqual(['Адрес', 'Приоритет', 'Публикация', 'Обложка']);
    expect(screen.getByRole('combobox', { name: 'Приоритет' })).toBeInTheDocument();
  });

  it('gives a long address the box cannot show whole its tooltip, and writes it out nowhere else', () => {
    const long = 'demo-new-self-service-terminals-at-filling-stations';
    const wide = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(500);
    const box = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(260);
    try {
      renderConsole(<Harness initial={{ ...emptyNewsForm(), slug: long }} />, { api: fakeApi() });
      expect(screen.getByRole('textbox', { name: 'Slug (адрес страницы)' })).toHaveAttribute(
        'title',
        `/news/${long}`,
      );
      expect(screen.queryByText(`/news/${long}`)).toBeNull();
    } finally {
      wide.mockRestore();
      box.mockRestore();
    }
  });

  it('does not repeat an address that fits its box', () => {
    renderConsole(<Harness initial={{ ...emptyNewsForm(), slug: 'korotkiy' }} />, {
      api: fakeApi(),
    });
    expect(screen.getByRole('textbox', { name: 'Slug (адрес страницы)' })).not.toHaveAttribute(
      'title',
    );
  });
});
