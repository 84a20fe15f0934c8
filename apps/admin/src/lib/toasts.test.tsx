import { createI18nWithTexts, pickSections } from '@fuelcard/i18n';
import { I18nProvider } from '@fuelcard/i18n/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, toastPlace, useToast, useToastAnchor } from './toasts';

const i18n = createI18nWithTexts({ lng: 'ru', texts: pickSections('ru', ['common', 'admin']) });
let notify: ReturnType<typeof useToast> = () => {};

function Notifier() {
  notify = useToast();
  return null;
}

function Editor() {
  const anchor = useToastAnchor();
  return <div ref={anchor} data-testid="anchor" />;
}

/** A modal dialog laid out like the kit's: a header holding the title, a body, a footer. */
function Dialog() {
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="dialog-title" data-testid="dialog">
      <div data-testid="dialog-header">
        <h2 id="dialog-title">Изменение новости</h2>
      </div>
      <input aria-label="Заголовок (RU)" />
      <div data-testid="footer">Изменения сразу появятся на сайте</div>
    </div>
  );
}

function at(element: Element, box: { left: number; top: number; width: number; height: number }) {
  const rect = {
    ...box,
    x: box.left,
    y: box.top,
    right: box.left + box.width,
    bottom: box.top + box.height,
  };
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    ...rect,
    toJSON: () => rect,
  } as DOMRect);
}

function renderToasts(children: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <Notifier />
        {children}
      </ToastProvider>
    </I18nProvider>,
  );
}

const place = () => document.querySelector<HTMLElement>('.console-toasts-place')!;

afterEach(() => {
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

describe('the console toasts (review s47c, finding 7)', () => {
  it('keep their corner on a plain page', () => {
    renderToasts(null);
    act(() => notify('Новость сохранена'));
    const region = screen.getByText('Новость сохранена').closest('[aria-live="polite"]')!;
    expect(region).toHaveClass('console-toasts');
    expect(place()).not.toHaveAttribute('data-place');
    expect(toastPlace(null)).toBeNull();
  });

  it('stand at the top centre of an open dialog, under its header, 360 px wide from 768 px', () => {
    window.innerWidth = 1440;
    renderToasts(<Dialog />);
    at(screen.getByTestId('dialog'), { left: 120, top: 16, width: 1200, height: 860 });
    at(screen.getByTestId('dialog-header'), { left: 120, top: 16, width: 1200, height: 70 });
    expect(toastPlace(null)).toEqual({
      top: 16 + 70 + 12,
      left: 120 + (1200 - 360) / 2,
      width: 360,
    });
    act(() => notify('Черновик «Х» сохранён'));
    const region = screen.getByText('Черновик «Х» сохранён').closest('[aria-live="polite"]')!;
    // Still the one live region at the page's end (so that it is announced), not in the dialog.
    expect(screen.getByTestId('dialog')).not.toContainElement(region as HTMLElement);
    expect(place()).toHaveAttribute('data-place', 'top');
    expect(place().style.getPropertyValue('--toasts-top')).toBe('98px');
    expect(place().style.getPropertyValue('--toasts-left')).toBe('540px');
    expect(place().style.getPropertyValue('--toasts-width')).toBe('360px');
  });

  it('take a phone sheet’s width less its gutters, under its header', () => {
    window.innerWidth = 375;
    renderToasts(<Dialog />);
    at(screen.getByTestId('dialog'), { left: 0, top: 0, width: 375, height: 812 });
    at(screen.getByTestId('dialog-header'), { left: 0, top: 0, width: 375, height: 56 });
    expect(toastPlace(null)).toEqual({ top: 68, left: 12, width: 351 });
  });

  it('move below a field being typed in that they would cover', () => {
    window.innerWidth = 1440;
    renderToasts(<Dialog />);
    at(screen.getByTestId('dialog'), { left: 120, top: 16, width: 1200, height: 860 });
    at(screen.getByTestId('dialog-header'), { left: 120, top: 16, width: 1200, height: 70 });
    const field = screen.getByRole('textbox', { name: 'Заголовок (RU)' });
    at(field, { left: 144, top: 110, width: 700, height: 44 });
    field.focus();
    expect(toastPlace(null, 52)).toEqual({ top: 110 + 44 + 12, left: 540, width: 360 });
  });

  it('stand under the app bar at the page editor’s top centre', () => {
    window.innerWidth = 1440;
    renderToasts(
      <>
        <header className="shell__header" data-testid="bar" />
        <Editor />
      </>,
    );
    at(screen.getByTestId('bar'), { left: 248, top: 0, width: 1192, height: 56 });
    at(screen.getByTestId('anchor'), { left: 280, top: 120, width: 1120, height: 1400 });
    act(() => notify('Черновик «Х» сохранён'));
    expect(place()).toHaveAttribute('data-place', 'top');
    expect(toastPlace(screen.getByTestId('anchor'))).toEqual({
      top: 68,
      left: 280 + 380,
      width: 360,
    });
  });

  it('keep a delete’s «Отменить» working where they stand', () => {
    renderToasts(<Dialog />);
    const undo = vi.fn();
    act(() => notify('Новость удалена', 'success', { label: 'Отменить', onAction: undo }));
    act(() => screen.getByRole('button', { name: 'Отменить' }).click());
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Новость удалена')).not.toBeInTheDocument();
  });

  it('go back to their corner once the editor has closed', () => {
    const { rerender } = renderToasts(<Editor />);
    rerender(
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <Notifier />
          {false}
        </ToastProvider>
      </I18nProvider>,
    );
    act(() => notify('Новость сохранена'));
    expect(place()).not.toHaveAttribute('data-place');
  });
});
