import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line field that reports its error', async () => {
    render(<TextArea label="SQL-запрос" error="Введите SQL-запрос" />);
    const textarea = screen.getByRole('textbox', { name: 'SQL-запрос' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Введите SQL-запрос');
    await userEvent.type(textarea, 'SELECT 1{enter}SELECT 2');
    expect(textarea).toHaveValue('SELECT 1\nSELECT 2');
  });

  it('can be disabled', () => {
    render(<TextArea label="SQL-запрос" disabled />);
    expect(screen.getByRole('textbox', { name: 'SQL-запрос' })).toBeDisabled();
  });
});
