import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toast';

afterEach(() => vi.useRealTimers());

describe('ToastRegion', () => {
  it('is a polite live region that is there before any toast', () => {
    const { rerender, container } = render(
      <ToastRegion toasts={[]} onDismiss={() => {}} dismissLabel="Закрыть уведомление" />,
    );
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region).toBeEmptyDOMElement();
    rerender(
      <ToastRegion
        toasts={[{ id: 1, message: 'Новость сохранена' }]}
        onDismiss={() => {}}
        dismissLabel="Закрыть уведомление"
      />,
    );
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('Новость сохранена');
  });

  it('closes a toast with its button', async () => {
    const onDismiss = vi.fn();
    render(
      <ToastRegion
        toasts={[{ id: 'a', message: 'Новость удалена' }]}
        onDismiss={onDismiss}
        dismissLabel="Закрыть уведомление"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('closes a toast when its time is up, but not while the pointer rests on it', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <ToastRegion
        toasts={[{ id: 7, message: 'Изменения сохранены' }]}
        onDismiss={onDismiss}
        dismissLabel="Закрыть уведомление"
        duration={1000}
      />,
    );
    const toast = screen.getByText('Изменения сохранены').parentElement!;
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(onDismiss).toHaveBeenCalledWith(7);
  });

  it('offers one action («Отменить»), runs it and closes, and waits for it without a time limit', async () => {
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    vi.useFakeTimers();
    render(
      <ToastRegion
        toasts={[{ id: 'd', message: 'Новость удалена', action: { label: 'Отменить', onAction } }]}
        onDismiss={onDismiss}
        dismissLabel="Закрыть уведомление"
      />,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('d');
  });
});
