import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test-utils';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './SearchBox';
import { SEARCH_BOX_PAGES } from './SearchResults';

async function renderSearch(lang: 'ru' | 'en' = 'ru') {
  renderWithSite(
    <>
      <SearchBox lang={lang} />
      <button type="button">elsewhere</button>
    </>,
    { lang },
  );
  await act(async () => {});
  return screen.getByRole('combobox');
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const results = () => screen.queryByRole('listbox', { name: /Результаты поиска|Search results/ });
const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, { key: name });

// The search data is imported on first use; loading it once here keeps the fake timers below
// from stalling the module loader.
beforeAll(async () => {
  const engine = await import('./search-engine');
  await Promise.all([engine.loadCatalogue('ru'), engine.loadCatalogue('en')]);
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('SearchBox', () => {
  it('is a combobox that searches 500 ms after the last keystroke and highlights the match', async () => {
    const input = await renderSearch();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAccessibleName('Поиск по сайту');
    type(input, 'кар');
    act(() => vi.advanceTimersByTime(300));
    type(input, 'карт');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(results()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(results()).not.toBeNull());
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', results()!.id);
    const marks = results()!.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.textContent?.toLowerCase()).toBe('карт');
  });

  it('is a text input (where the combobox role is allowed) in a form with a named submit button to /search', async () => {
    const input = await renderSearch('en');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'search');
    expect(input).toHaveAttribute('enterkeyhint', 'search');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const form = input.closest('form')!;
    expect(form).toHaveAttribute('action', '/search');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('lists at most 8 pages, each once with its title and one excerpt, and counts the rest', async () => {
    const input = await renderSearch();
    type(input, 'карт');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(results()).not.toBeNull());
    const list = results()!;
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(SEARCH_BOX_PAGES + 1);
    const pages = options.slice(0, SEARCH_BOX_PAGES);
    expect(new Set(pages.map((option) => option.getAttribute('href'))).size).toBe(SEARCH_BOX_PAGES);
    for (const option of pages) expect(option.children.length).toBeLessThanOrEqual(3);
    const more = options.at(-1)!;
    expect(more).toHaveAttribute('href', '/search?q=%D0%BA%D0%B0%D1%80%D1%82');
    expect(more.textContent).toMatch(/^Еще страниц: \d+ — показать все результаты$/);
    expect(screen.getByRole('status')).toHaveTextContent(/Найдено страниц: \d+/);
  });

  it('moves through the options with the arrow keys (aria-activedescendant), wrapping at both ends', async () => {
    const input = await renderSearch();
    type(input, 'смоленск');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(results()).not.toBeNull());
    const list = results()!;
    const options = within(list).getAllByRole('option');
    key(input, 'ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    key(input, 'ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    key(input, 'ArrowUp');
    key(input, 'ArrowUp');
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    key(input, 'Escape');
    expect(input).toHaveValue('');
    expect(results()).toBeNull();
  });

  it('does not search blank text', async () => {
    const input = await renderSearch();
    type(input, '   ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(results()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so, with the query, when nothing matches', async () => {
    const input = await renderSearch();
    type(input, 'zzqx');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText('По запросу «zzqx» ничего не найдено')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists only texts of sections that have a page (not the frame, the admin area or interface labels)', async () => {
    const input = await renderSearch();
    type(input, 'Принять все');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText(/ничего не найдено/)).toBeInTheDocument();
    type(input, 'Введите SQL-запрос');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText(/По запросу «Введите SQL-запрос»/)).toBeInTheDocument();
    type(input, 'Загрузка карты');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText(/По запросу «Загрузка карты»/)).toBeInTheDocument();
  });

  it('searches the catalogue of the page language, ignoring case', async () => {
    const input = await renderSearch('en');
    type(input, 'SMOLENSK');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const options = await screen.findAllByRole('option');
    for (const option of options)
      expect(option.querySelector('mark')).toHaveTextContent(/^Smolensk$/i);
    expect(options.map((option) => option.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/about', '/contacts']),
    );
  });

  it('clears when the focus leaves the search box', async () => {
    const input = await renderSearch();
    input.focus();
    type(input, 'карт');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(results()).not.toBeNull());
    fireEvent.blur(input, { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    expect(input).toHaveValue('');
    expect(results()).toBeNull();
  });

  it('keeps the results while the focus moves onto them', async () => {
    const input = await renderSearch();
    type(input, 'карт');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(results()).not.toBeNull());
    fireEvent.blur(input, { relatedTarget: screen.getAllByRole('option')[0] });
    expect(input).toHaveValue('карт');
  });

  it('is a form that sends the query to /search (so Enter works without JavaScript)', async () => {
    const input = await renderSearch();
    const form = input.closest('form')!;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(input).toHaveAttribute('name', 'q');
  });
});
