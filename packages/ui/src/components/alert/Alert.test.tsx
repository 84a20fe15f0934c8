import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert, ErrorLine } from './Alert';

describe('Alert', () => {
  it('is an alert by default and can be a status', () => {
    render(
      <>
        <Alert>Ошибка</Alert>
        <Alert variant="success" role="status">
          Сохранено
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка');
    expect(screen.getByRole('status')).toHaveTextContent('Сохранено');
  });

  it('shows a named close button only with both onDismiss and dismissLabel', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Alert onDismiss={onDismiss}>Ошибка</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Alert onDismiss={onDismiss} dismissLabel="Закрыть">
        Ошибка
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorLine', () => {
  it('renders an alert with the message and nothing without one', () => {
    const { rerender, container } = render(<ErrorLine message="Введите SQL-запрос" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Введите SQL-запрос');
    rerender(<ErrorLine message="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
