import { act, fireEvent, render, screen } from '@testing-library/react';
import { createI18nWithTexts, resources, type TextTree } from '@fuelcard/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context';
import { CardReaderSimulator } from './CardReaderSimulator';

const box = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    right: left + width,
    bottom: top + height,
    width,
    height,
    x: left,
    y: top,
    toJSON: () => ({}),
  }) as DOMRect;

/** The card sits below the reader; the slot is 50 px above the card's top edge. */
const CARD = box(100, 300, 192, 121);
const SLOT = box(110, 236, 140, 14);

function renderReader(lang: 'ru' | 'en' = 'ru') {
  render(
    <I18nProvider
      i18n={createI18nWithTexts({ lng: lang, texts: resources[lang] as unknown as TextTree })}
    >
      <CardReaderSimulator />
    </I18nProvider>,
  );
  // Its name starts with the text on its face (WCAG 2.5.3 Label in Name).
  const card = screen.getByRole('button', {
    name:
      lang === 'ru' ? /^Топливная карточка\. Электронная карточка/ : /^Fuel card\. Electronic card/,
  });
  const slot = screen.getByText(
    lang === 'ru' ? 'Прорезь для карточки' : 'Card slot',
  ).parentElement!;
  vi.spyOn(card, 'getBoundingClientRect').mockReturnValue(CARD);
  vi.spyOn(slot, 'getBoundingClientRect').mockReturnValue(SLOT);
  return card;
}

const indicator = () => screen.getByRole('img', { name: /Индикатор|Indicator/ });
const pointer = { pointerId: 7, pointerType: 'mouse', button: 0 };
const grab = (card: HTMLElement) =>
  fireEvent.pointerDown(card, { ...pointer, clientX: 200, clientY: 360 });
/** Moves the pointer so the card is over the slot (60 px up) or away from it. */
const overSlot = (card: HTMLElement) =>
  fireEvent.pointerMove(card, { ...pointer, clientX: 200, clientY: 300 });
const awayFromSlot = (card: HTMLElement) =>
  fireEvent.pointerMove(card, { ...pointer, clientX: 200, clientY: 420 });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('CardReaderSimulator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the reader: the prompt, 10 digit keys, the six labelled keys and an unread indicator', () => {
    renderReader();
    expect(screen.getByText('Введите PIN-код и нажмите «Ввод»')).toBeInTheDocument();
    for (const label of [
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      'Ввод',
      'Отмена',
      'Возврат',
      'Доза',
      'Меню',
      'Язык',
    ]) {
      expect(screen.getByText(label, { selector: 'span' })).toBeInTheDocument();
    }
    expect(indicator()).toHaveAccessibleName('Индикатор: карточка не прочитана');
    expect(indicator()).not.toHaveAttribute('data-read');
  });

  it('labels the doze key "Dose" in English', () => {
    renderReader('en');
    expect(screen.getByText('Dose', { selector: 'span' })).toBeInTheDocument();
  });

  it('highlights a key while it is pressed', () => {
    renderReader();
    const key = screen.getByText('5', { selector: 'span' });
    fireEvent.pointerDown(key);
    expect(key).toHaveAttribute('data-pressed');
    fireEvent.pointerUp(key);
    expect(key).not.toHaveAttribute('data-pressed');
  });

  it('999 ms over the slot is not a read; 1000 ms is: the card returns, the indicator turns green, two messages', () => {
    const card = renderReader();
    grab(card);
    overSlot(card);
    expect(card).toHaveStyle({ '--card-y': '-60px' });
    wait(999);
    expect(screen.queryByText('Карта успешно прочитана!')).toBeNull();
    expect(screen.getByText('Карточка в считывателе, идет чтение…')).toBeInTheDocument();
    wait(1);
    expect(screen.getByText('Карта успешно прочитана!')).toBeInTheDocument();
    expect(screen.getByText(/Перетащите карточку еще раз/)).toBeInTheDocument();
    expect(indicator()).toHaveAttribute('data-read');
    expect(indicator()).toHaveAccessibleName('Индикатор: карточка прочитана');
    expect(card).toHaveStyle({ '--card-x': '0px', '--card-y': '0px' });
    expect(card).not.toHaveAttribute('data-dragging');
  });

  it('leaving the slot at 500 ms cancels, and a later 999 ms is still not a read', () => {
    const card = renderReader();
    grab(card);
    overSlot(card);
    wait(500);
    awayFromSlot(card);
    expect(screen.getByText(/Чтение отменено/)).toBeInTheDocument();
    wait(1000);
    overSlot(card);
    wait(999);
    expect(screen.queryByText('Карта успешно прочитана!')).toBeNull();
    wait(1);
    expect(screen.getByText('Карта успешно прочитана!')).toBeInTheDocument();
  });

  it('releasing the card early cancels the read and returns the card', () => {
    const card = renderReader();
    grab(card);
    overSlot(card);
    wait(300);
    fireEvent.pointerUp(card, pointer);
    wait(2000);
    expect(screen.queryByText('Карта успешно прочитана!')).toBeNull();
    expect(card).toHaveStyle({ '--card-y': '0px' });
  });

  it('works with touch and pen pointers too', () => {
    const card = renderReader();
    const touch = { pointerId: 3, pointerType: 'touch' };
    fireEvent.pointerDown(card, { ...touch, clientX: 10, clientY: 100 });
    fireEvent.pointerMove(card, { ...touch, clientX: 10, clientY: 40 });
    wait(1000);
    expect(screen.getByText('Карта успешно прочитана!')).toBeInTheDocument();
  });

  it('inserts the card with Enter: read after 1000 ms, not at 999 ms', () => {
    const card = renderReader();
    card.focus();
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveAttribute('data-inserted');
    wait(999);
    expect(screen.queryByText('Карта успешно прочитана!')).toBeNull();
    wait(1);
    expect(screen.getByText('Карта успешно прочитана!')).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-pressed', 'false');
  });

  it('Escape takes an inserted card out and cancels the read; Space inserts it again', () => {
    const card = renderReader();
    card.focus();
    fireEvent.keyDown(card, { key: ' ' });
    wait(500);
    fireEvent.keyDown(card, { key: 'Escape' });
    expect(screen.getByText(/Чтение отменено/)).toBeInTheDocument();
    wait(1000);
    expect(screen.queryByText('Карта успешно прочитана!')).toBeNull();
    fireEvent.keyDown(card, { key: ' ' });
    wait(1000);
    expect(screen.getByText('Карта успешно прочитана!')).toBeInTheDocument();
  });
});
