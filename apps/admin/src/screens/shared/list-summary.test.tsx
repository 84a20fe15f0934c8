import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import { ListPager, ListSummary } from './list-summary';

function atWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

const page = (current: number, pages: number, total = pages * 25) => ({
  rows: [],
  page: current,
  pages,
  total,
  from: total === 0 ? 0 : (current - 1) * 25 + 1,
  to: total === 0 ? 0 : Math.min(current * 25, total),
});

afterEach(() => vi.unstubAllGlobals());

describe('ListPager on a phone (review s47, finding 18)', () => {
  it('goes to the first, previous, next and last page from «« ‹ 3 / 13 › »»', async () => {
    atWidth(375);
    const onPage = vi.fn();
    renderConsole(<ListPager page={page(3, 13)} onPage={onPage} />, { api: fakeApi() });
    const pager = await screen.findByRole('navigation', { name: 'Страницы списка' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['«', '‹', '›', '»']);
    expect(pager).toHaveTextContent('3 / 13');
    expect(within(pager).getByText('Страница 3 из 13')).toHaveClass('visually-hidden');
    for (const [name, target] of [
      ['Первая страница', 1],
      ['Предыдущая страница', 2],
      ['Следующая страница', 4],
      ['Последняя страница', 13],
    ] as const) {
      await userEvent.click(within(pager).getByRole('button', { name }));
      expect(onPage).toHaveBeenLastCalledWith(target);
    }
  });

  it('disables the way back on the first page and the way on at the last', async () => {
    atWidth(375);
    renderConsole(<ListPager page={page(1, 4)} onPage={() => {}} />, { api: fakeApi() });
    expect(await screen.findByRole('button', { name: 'Первая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Последняя страница' })).toBeEnabled();
  });

  it('above a list of cards is the same pager under a name of its own, on a phone only (review s47c, finding 8)', async () => {
    atWidth(375);
    const onPage = vi.fn();
    const { unmount } = renderConsole(
      <>
        <ListPager page={page(3, 13)} onPage={onPage} above />
        <ListPager page={page(3, 13)} onPage={onPage} />
      </>,
      { api: fakeApi() },
    );
    const top = await screen.findByRole('navigation', { name: 'Страницы списка, над карточками' });
    expect(screen.getByRole('navigation', { name: 'Страницы списка' })).not.toBe(top);
    expect(
      within(top)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['«', '‹', '›', '»']);
    expect(top).toHaveTextContent('3 / 13');
    await userEvent.click(within(top).getByRole('button', { name: 'Следующая страница' }));
    expect(onPage).toHaveBeenLastCalledWith(4);
    unmount();
    atWidth(1440);
    renderConsole(<ListPager page={page(3, 13)} onPage={onPage} above />, { api: fakeApi() });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps the numbered pages from a tablet up', async () => {
    atWidth(1440);
    renderConsole(<ListPager page={page(3, 13)} onPage={() => {}} />, { api: fakeApi() });
    expect(await screen.findByRole('button', { name: 'Страница 13' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Последняя страница' })).toBeNull();
  });
});

describe('ListPager with a page size (review s48b, findings 9 and 15)', () => {
  it('offers «10 / 25 / 50 на странице» beside the pager at every width, even on one page', async () => {
    for (const width of [375, 1440]) {
      atWidth(width);
      const onChange = vi.fn();
      const { unmount } = renderConsole(
        <ListPager page={page(1, 1, 20)} onPage={vi.fn()} size={{ value: 25, onChange }} />,
        { api: fakeApi() },
      );
      const choice = await screen.findByRole('combobox', { name: 'Строк на странице' });
      expect(choice).toHaveTextContent('25 на странице');
      expect(choice.closest('.list-foot')).not.toBeNull();
      await userEvent.click(choice);
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        '10 на странице',
        '25 на странице',
        '50 на странице',
      ]);
      await userEvent.click(screen.getByRole('option', { name: '10 на странице' }));
      expect(onChange).toHaveBeenCalledWith(10);
      unmount();
    }
  });

  it('shows no size choice for a list within the smallest size, nor over the cards', async () => {
    atWidth(375);
    renderConsole(
      <>
        <ListPager page={page(1, 1, 10)} onPage={vi.fn()} size={{ value: 10, onChange: vi.fn() }} />
        <ListPager page={page(1, 3, 70)} onPage={vi.fn()} above />
      </>,
      { api: fakeApi() },
    );
    await screen.findByRole('navigation', { name: 'Страницы списка, над карточками' });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('ListSummary (review s47, finding 14)', () => {
  it('reads «Найдено: 0» out without showing it, and shows a count otherwise', async () => {
    const { unmount } = renderConsole(
      <ListSummary page={page(1, 1, 0)} filtered={false} onReset={() => {}} />,
      { api: fakeApi() },
    );
    expect(await screen.findByRole('status')).toHaveClass('visually-hidden');
    expect(screen.getByRole('status')).toHaveTextContent('Найдено: 0');
    unmount();
    renderConsole(<ListSummary page={page(1, 2, 30)} filtered={false} onReset={() => {}} />, {
      api: fakeApi(),
    });
    expect(await screen.findByRole('status')).not.toHaveClass('visually-hidden');
  });
});
