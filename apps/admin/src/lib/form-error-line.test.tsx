import { createI18nWithTexts, pickSections } from '@fuelcard/i18n';
import { I18nProvider } from '@fuelcard/i18n/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormErrorLine, type FormErrorLineProps } from './form-error-line';

const i18n = createI18nWithTexts({ lng: 'ru', texts: pickSections('ru', ['common', 'admin']) });

function renderLine(props: Partial<FormErrorLineProps>, page = i18n) {
  const onShow = vi.fn();
  render(
    <I18nProvider i18n={page}>
      <FormErrorLine error="Ошибка" toldInField fieldCount={1} onShow={onShow} {...props} />
    </I18nProvider>,
  );
  return onShow;
}

describe('FormErrorLine (review s46, finding 7)', () => {
  it('keeps the server text of an error that maps to no field', () => {
    renderLine({ error: 'Ошибка создания новости', toldInField: false, fieldCount: 0 });
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка создания новости');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    [1, '1 поле с ошибкой — показать'],
    [3, '3 поля с ошибкой — показать'],
    [5, '5 полей с ошибкой — показать'],
    [21, '21 поле с ошибкой — показать'],
  ])('links to %i field(s) told under them, by the Russian plural', async (count, text) => {
    const onShow = renderLine({ fieldCount: count });
    expect(screen.getByRole('alert')).not.toHaveTextContent('Ошибка');
    await userEvent.click(screen.getByRole('button', { name: text }));
    expect(onShow).toHaveBeenCalledOnce();
  });

  it.each([
    [1, '1 field with an error — show'],
    [21, '21 fields with errors — show'],
  ])('in English, %i field(s) by the English plural (21 is plural)', async (count, text) => {
    const english = createI18nWithTexts({
      lng: 'en',
      texts: pickSections('en', ['common', 'admin']),
    });
    renderLine({ fieldCount: count }, english);
    expect(screen.getByRole('button', { name: text })).toBeInTheDocument();
  });

  it('says nothing once every such field is corrected, or without an error', () => {
    renderLine({ fieldCount: 0 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing while every field in error is in sight (review s47, finding 14)', () => {
    renderLine({ fieldCount: 1, fieldsInView: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still gives the server text of an error that maps to no field with the fields in sight', () => {
    renderLine({ error: 'Ошибка сети', toldInField: false, fieldCount: 0, fieldsInView: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка сети');
  });
});
