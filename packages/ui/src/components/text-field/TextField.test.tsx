import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and is valid without an error', () => {
    render(<TextField label="Логин" />);
    const input = screen.getByRole('textbox', { name: 'Логин' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires hint and error with aria-describedby and aria-invalid', () => {
    render(<TextField label="Логин" hint="Латиницей" error="Обязательное поле" />);
    const input = screen.getByRole('textbox', { name: 'Логин' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Латиницей Обязательное поле');
  });

  // Changed in s46 (review s45b, finding 7): the error is right under the input (it was GOV.UK's
  // label, hint, error, input).
  it('puts the label and the hint over the input, the error right under it, and marks the field in error', () => {
    const { container } = render(
      <TextField label="Логин" hint="Латиницей" error="Обязательное поле" />,
    );
    const field = container.firstElementChild!;
    const order = [...field.children].map((child) => child.tagName.toLowerCase());
    expect(order).toEqual(['label', 'p', 'input', 'p']);
    expect(field.children[1]).toHaveTextContent('Латиницей');
    expect(field.children[3]).toHaveTextContent('Обязательное поле');
    expect(field.children[3]).toHaveAttribute('id', screen.getByRole('textbox').id + '-error');
    expect(field.className).toMatch(/invalid/);
  });

  it('shows a static leading text in the box, described with it and not part of the value', () => {
    const { container } = render(
      <TextField label="Адрес" leadingText="/news/" hint="Латиницей" defaultValue="abc" />,
    );
    const input = screen.getByRole('textbox', { name: 'Адрес' });
    expect(input).toHaveValue('abc');
    expect(input).toHaveAccessibleDescription('/news/ Латиницей');
    expect(input.previousElementSibling).toHaveTextContent('/news/');
    expect(container.querySelectorAll('input')).toHaveLength(1);
  });

  // Review s47, finding 3: the leading text is a segment beside the input (one flex row), not laid
  // over the input's start, and a press on it puts the caret in the input.
  it('puts the leading text beside the input, outside it, and focuses the input when it is pressed', () => {
    render(<TextField label="Адрес" leadingText="/news/" defaultValue="abc" />);
    const input = screen.getByRole('textbox', { name: 'Адрес' });
    const leading = input.previousElementSibling as HTMLElement;
    expect(leading.parentElement).toBe(input.parentElement);
    expect(input.parentElement!.children).toHaveLength(2);
    expect(input.style.getPropertyValue('padding-inline-start')).toBe('');
    expect(input.parentElement!.style.getPropertyValue('--leading-width')).toBe('');
    fireEvent.mouseDown(leading);
    expect(input).toHaveFocus();
  });

  it('does not focus a disabled input from its leading text', () => {
    render(<TextField label="Адрес" leadingText="/news/" disabled />);
    fireEvent.mouseDown(screen.getByText('/news/'));
    expect(screen.getByRole('textbox', { name: 'Адрес' })).not.toHaveFocus();
  });

  it('is not marked without an error', () => {
    const { container } = render(<TextField label="Логин" hint="Латиницей" />);
    expect(container.firstElementChild!.className).not.toMatch(/invalid/);
  });

  it('keeps a caller id and a caller aria-describedby', () => {
    render(
      <>
        <p id="outer">Подсказка снаружи</p>
        <TextField id="login" label="Логин" aria-describedby="outer" error="Ошибка" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Логин' });
    expect(input).toHaveAttribute('id', 'login');
    expect(input).toHaveAttribute('aria-describedby', 'outer login-error');
  });

  it('passes disabled and required through', () => {
    render(<TextField label="Логин" disabled required />);
    const input = screen.getByRole('textbox', { name: /Логин/ });
    expect(input).toBeDisabled();
    expect(input).toBeRequired();
  });
});
