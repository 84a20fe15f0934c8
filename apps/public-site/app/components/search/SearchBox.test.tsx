import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test-utils';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './SearchBox';

async function renderSearch(lang: 'ru' | 'en' = 'ru') {
  renderWithSite(
    <>
      <SearchBox lang={lang} />
      <button type="button">elsewhere</button>
    </>,
    { lang },
  );
  await act(async () => {});
  return screen.getByRole('searchbox');
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const results = () => screen.queryByRole('region', { name: /Результаты поиска|Search results/ });

// The search data is imported on first use; loading it once here keeps the fake timers below
// from stalling the module loader.
beforeAll(async () => {
  const engine = await import('./search-engine');
  await Promise.all([engine.loadCatalogue('ru'), engine.loadCatalogue('en')]);
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('SearchBox', () => {
  it('searches 500 ms after the last keystroke and highlights the match', async () => {
    const input = await renderSearch();
    type(input, 'кар');
    act(() => vi.advanceTimersByTime(300));
    type(input, 'карт');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(results()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(results()).not.toBeNull());
    const marks = results()!.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.textContent?.toLowerCase()).toBe('карт');
    const first = screen.getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '/');
    expect(first).toHaveTextContent('Главная');
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
  });

  it('lists only texts of sections that have a page (not the frame or the admin area)', async () => {
    const input = await renderSearch();
    type(input, 'Принять все');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText(/ничего не найдено/)).toBeInTheDocument();
    type(input, 'Введите SQL-запрос');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText(/По запросу «Введите SQL-запрос»/)).toBeInTheDocument();
  });

  it('searches the catalogue of the page language, ignoring case', async () => {
    const input = await renderSearch('en');
    type(input, 'SMOLENSK');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const links = await screen.findAllByRole('link', { name: /Smolensk/ });
    for (const link of links) expect(link.querySelector('mark')).toHaveTextContent('Smolensk');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/about', '/contacts']));
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
    fireEvent.blur(input, { relatedTarget: screen.getAllByRole('link')[0] });
    expect(input).toHaveValue('карт');
  });
});
