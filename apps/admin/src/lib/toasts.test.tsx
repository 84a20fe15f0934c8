import { createI18nWithTexts, pickSections } from '@fuelcard/i18n';
import { I18nProvider } from '@fuelcard/i18n/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast, useToastAnchor } from './toasts';

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

function renderToasts(editor: boolean) {
  return render(
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <Notifier />
        {editor && <Editor />}
      </ToastProvider>
    </I18nProvider>,
  );
}

describe('the console toasts (review s45b, finding 9)', () => {
  it('float in the window corner on a plain page', () => {
    renderToasts(false);
    act(() => notify('Новость сохранена'));
    const toast = screen.getByText('Новость сохранена');
    const region = toast.closest('[aria-live="polite"]')!;
    expect(region).toHaveClass('console-toasts');
    expect(region).not.toHaveClass('console-toasts--anchored');
  });

  it('show in the open editor’s own place by its buttons, which makes room for them while there are any', () => {
    renderToasts(true);
    const anchor = screen.getByTestId('anchor');
    expect(anchor).not.toHaveAttribute('data-toasts');
    act(() => notify('Черновик «Х» сохранён'));
    const region = screen.getByText('Черновик «Х» сохранён').closest('[aria-live="polite"]')!;
    // Still the one live region at the page's end (so that it is announced), laid over the place.
    expect(anchor).not.toContainElement(region as HTMLElement);
    expect(region).toHaveClass('console-toasts--anchored');
    expect(anchor).toHaveAttribute('data-toasts', 'shown');
    expect(anchor.style.getPropertyValue('--toasts-height')).toMatch(/px$/);
  });

  it('float again once the editor has closed', () => {
    const { rerender } = renderToasts(true);
    rerender(
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <Notifier />
          {false}
        </ToastProvider>
      </I18nProvider>,
    );
    act(() => notify('Новость сохранена'));
    const region = screen.getByText('Новость сохранена').closest('[aria-live="polite"]')!;
    expect(region).not.toHaveClass('console-toasts--anchored');
  });
});
