import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NativeSelect } from './NativeSelect';

const regions = [
  { value: 'minsk', label: 'Минск' },
  { value: 'brest', label: 'Брестская область' },
];

describe('NativeSelect', () => {
  it('is a labelled native select with a placeholder option and the value sent by its name', async () => {
    render(
      <form aria-label="Заявка">
        <NativeSelect label="Регион" name="region" options={regions} placeholder="Выберите" />
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Регион' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Выберите' })).toHaveValue('');
    await userEvent.selectOptions(select, 'Минск');
    const data = new FormData(screen.getByRole('form', { name: 'Заявка' }) as HTMLFormElement);
    expect(data.get('region')).toBe('minsk');
  });

  // Changed in s46 (review s45b, finding 7): the error follows the select.
  it('puts the hint between the label and the select, the error under the select, and wires them', () => {
    const { container } = render(
      <NativeSelect
        id="region"
        label="Регион"
        hint="Где вы работаете"
        error="Выберите регион"
        options={regions}
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: /Регион/ });
    expect(select).toBeInvalid();
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-describedby', 'region-hint region-error');
    const field = container.firstElementChild!;
    expect([...field.children].map((child) => child.tagName.toLowerCase())).toEqual([
      'label',
      'p',
      'div',
      'p',
    ]);
    expect(field.lastElementChild).toHaveTextContent('Выберите регион');
    expect(field.className).toMatch(/invalid/);
  });
});
