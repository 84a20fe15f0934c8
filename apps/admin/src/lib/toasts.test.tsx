import { createI18nWithTexts, pickSections } from '@fuelcard/i18n';
import { I18nProvider } from '@fuelcard/i18n/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseSlot, ToastProvider, toastPlace, useToast, useToastAnchor } from './toasts';

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
        <button type="button" aria-label="Закрыть" data-testid="dialog-close" />
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

  // Review s48, finding 1 (was under the header, where it covered the fields being edited).
  it('stand in an open dialog’s header row, between its title and its buttons, 360 px wide from 768 px', () => {
    window.innerWidth = 1440;
    renderToasts(<Dialog />);
    at(screen.getByTestId('dialog'), { left: 120, top: 16, width: 1200, height: 860 });
    at(screen.getByTestId('dialog-header'), { left: 120, top: 16, width: 1200, height: 70 });
    at(screen.getByRole('heading'), { left: 144, top: 30, width: 300, height: 40 });
    at(screen.getByTestId('dialog-close'), { left: 1270, top: 30, width: 40, height: 40 });
    expect(toastPlace(null, 44)).toEqual({ top: 29, left: 540, width: 360, inHeader: true });
    act(() => notify('Черновик «Х» сохранён'));
    const region = screen.getByText('Черновик «Х» сохранён').closest('[aria-live="polite"]')!;
    // Still the one live region at the page's end (so that it is announced), not in the dialog.
    expect(screen.getByTestId('dialog')).not.toContainElement(region as HTMLElement);
    expect(place()).toHaveAttribute('data-place', 'header');
    expect(place().style.getPropertyValue('--toasts-left')).toBe('540px');
    expect(place().style.getPropertyValue('--toasts-width')).toBe('360px');
  });

  it('keep clear of a long title: they start after its words, however centred they would be', () => {
    window.innerWidth = 1024;
    renderToasts(<Dialog />);
    at(screen.getByTestId('dialog'), { left: 16, top: 16, width: 992, height: 860 });
    at(screen.getByTestId('dialog-header'), { left: 16, top: 16, width: 992, height: 72 });
    at(screen.getByRole('heading'), { left: 40, top: 30, width: 420, height: 40 });
    at(screen.getByTestId('dialog-close'), { left: 948, top: 30, width: 40, height: 40 });
    // The centred 360 px would start at 332, under the title that ends at 460.
    expect(toastPlace(null, 48)).toEqual({ top: 28, left: 476, width: 360, inHeader: true });
  });

  it('cover a phone sheet’s title (no room beside it), never its close button nor a field', () => {
    window.innerWidth = 375;
    renderToasts(<Dialog />);
    at(screen.getByTestId('dialog'), { left: 0, top: 0, width: 375, height: 812 });
    at(screen.getByTestId('dialog-header'), { left: 0, top: 0, width: 375, height: 56 });
    at(screen.getByRole('heading'), { left: 16, top: 10, width: 250, height: 36 });
    at(screen.getByTestId('dialog-close'), { left: 323, top: 6, width: 44, height: 44 });
    const field = screen.getByRole('textbox', { name: 'Заголовок (RU)' });
    at(field, { left: 16, top: 120, width: 343, height: 44 });
    field.focus();
    expect(toastPlace(null, 48)).toEqual({ top: 4, left: 16, width: 295, inHeader: true });
  });

  it('move below a field being typed in on the page editor that they would cover', () => {
    window.innerWidth = 1440;
    renderToasts(
      <>
        <header className="shell__header" data-testid="bar" />
        <Editor />
        <input aria-label="Заголовок (RU)" />
      </>,
    );
    at(screen.getByTestId('bar'), { left: 248, top: 0, width: 1192, height: 56 });
    at(screen.getByTestId('anchor'), { left: 280, top: 60, width: 1120, height: 1400 });
    const field = screen.getByRole('textbox', { name: 'Заголовок (RU)' });
    at(field, { left: 300, top: 60, width: 900, height: 44 });
    field.focus();
    expect(toastPlace(screen.getByTestId('anchor'), 52)).toEqual({
      top: 60 + 44 + 12,
      left: 280 + 380,
      width: 360,
    });
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

  // Review s48b, finding 4 (deliberately changed from the header row, where a toast covered the
  // title and stood against ✕): an editor's action bar says where its status text is, and the
  // toast stands there, the slot keeping its height and hiding its own text meanwhile.
  it('stand in an editor bar’s status slot, in a dialog and on the page editor, and give it back after', () => {
    window.innerWidth = 1440;
    renderToasts(
      <>
        <Dialog />
        <div data-testid="bar-slot-host" />
      </>,
    );
    const slot = document.createElement('div');
    slot.setAttribute('data-toast-slot', '');
    screen.getByTestId('footer').append(slot);
    at(screen.getByTestId('dialog-header'), { left: 120, top: 16, width: 1200, height: 70 });
    at(screen.getByRole('heading'), { left: 144, top: 30, width: 300, height: 40 });
    at(slot, { left: 144, top: 800, width: 600, height: 20 });
    expect(toastPlace(null, 44)).toEqual({ top: 800, left: 144, width: 420, slot });
    expect(slot).toHaveAttribute('data-toast-over');
    expect(slot.style.getPropertyValue('--toast-height')).toBe('44px');
    releaseSlot(slot);
    expect(slot).not.toHaveAttribute('data-toast-over');
    expect(slot.style.getPropertyValue('--toast-height')).toBe('');
    // A slot taller than the toast: centred on it; a phone's full-width slot: its whole width.
    window.innerWidth = 375;
    at(slot, { left: 16, top: 700, width: 343, height: 60 });
    expect(toastPlace(null, 40)).toEqual({ top: 710, left: 16, width: 343, slot });
    // Narrower than 320 px beside the buttons: the slot is given a row of its own first.
    releaseSlot(slot);
    at(slot, { left: 40, top: 900, width: 250, height: 20 });
    toastPlace(null, 40);
    expect(slot).toHaveAttribute('data-toast-row');
    releaseSlot(slot);
    expect(slot).not.toHaveAttribute('data-toast-row');
    at(slot, { left: 16, top: 700, width: 343, height: 60 });
    act(() => notify('Черновик «Х» сохранён'));
    expect(place()).toHaveAttribute('data-place', 'slot');
    expect(place().style.getPropertyValue('--toasts-left')).toBe('16px');
    act(() => screen.getByRole('button', { name: 'Закрыть уведомление' }).click());
    expect(slot).not.toHaveAttribute('data-toast-over');
  });

  it('stand in the page editor’s bar slot rather than under the app bar', () => {
    window.innerWidth = 1440;
    renderToasts(<Editor />);
    const slot = document.createElement('p');
    slot.setAttribute('data-toast-slot', '');
    screen.getByTestId('anchor').append(slot);
    at(slot, { left: 280, top: 840, width: 700, height: 44 });
    expect(toastPlace(screen.getByTestId('anchor'), 40)).toEqual({
      top: 842,
      left: 280,
      width: 420,
      slot,
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
