import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'minsk', label: 'Минск' },
  { value: 'brest', label: 'Брест', disabled: true },
  { value: 'vitebsk', label: 'Витебск' },
  { value: 'gomel', label: 'Гомель' },
];

function setup(props: Partial<Parameters<typeof Select>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <>
      <Select
        label="Отделение"
        options={options}
        defaultValue="minsk"
        onChange={onChange}
        {...props}
      />
      <button type="button">снаружи</button>
    </>,
  );
  return { onChange, combobox: screen.getByRole('combobox', { name: 'Отделение' }) };
}

describe('Select', () => {
  it('opens with the keyboard, skips disabled options and chooses with Enter', async () => {
    const { onChange, combobox } = setup();
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('data-open');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Минск' }).id,
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Витебск' }).id,
    );
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('vitebsk');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('data-open');
    expect(combobox).toHaveTextContent('Витебск');
    expect(combobox).toHaveFocus();
  });

  it('supports Home, End, Space and type-ahead', async () => {
    const { onChange, combobox } = setup();
    combobox.focus();
    await userEvent.keyboard('{End}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Гомель' }).id,
    );
    await userEvent.keyboard('{Home}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Минск' }).id,
    );
    await userEvent.keyboard('в');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Витебск' }).id,
    );
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('vitebsk');
  });

  it('closes on Escape without changing the value', async () => {
    const { onChange, combobox } = setup();
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox).toHaveTextContent('Минск');
  });

  it('chooses with the mouse and closes on a click outside', async () => {
    const { onChange, combobox } = setup();
    await userEvent.click(combobox);
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Гомель' }));
    expect(onChange).toHaveBeenCalledWith('gomel');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'снаружи' }));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores clicks on a disabled option', async () => {
    const { onChange, combobox } = setup();
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Брест' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox).toHaveTextContent('Минск');
  });

  it('does nothing when disabled and reports its error', async () => {
    const { combobox } = setup({ disabled: true, error: 'Выберите отделение' });
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Выберите отделение');
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits its value through a hidden input when named', () => {
    const { container } = render(
      <Select label="Город" name="city" options={options} defaultValue="gomel" />,
    );
    expect(container.querySelector('input[type="hidden"]')).toHaveAttribute('value', 'gomel');
  });
});
