import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password and reveals it on request', async () => {
    render(
      <PasswordField label="Пароль" visibilityLabels={{ show: 'Показать', hide: 'Скрыть' }} />,
    );
    const input = screen.getByLabelText('Пароль');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows no reveal button without labels, and wires the error', () => {
    render(<PasswordField label="Пароль" error="Неверный пароль" />);
    expect(screen.queryByRole('button')).toBeNull();
    const input = screen.getByLabelText('Пароль');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Неверный пароль');
  });

  it('disables the reveal button with the field', () => {
    render(
      <PasswordField
        label="Пароль"
        disabled
        visibilityLabels={{ show: 'Показать', hide: 'Скрыть' }}
      />,
    );
    expect(screen.getByLabelText('Пароль')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Показать' })).toBeDisabled();
  });
});
