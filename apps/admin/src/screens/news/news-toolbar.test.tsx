import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import { DEFAULT_NEWS_QUERY, type NewsQuery } from './news-query';
import { activeFilterCount, NewsToolbar } from './news-toolbar';

const query = (changes: Partial<NewsQuery> = {}): NewsQuery => ({
  ...DEFAULT_NEWS_QUERY,
  ...changes,
});

describe('news toolbar', () => {
  it('counts the filters that differ from the defaults, not the search nor the order', () => {
    expect(activeFilterCount(query())).toBe(0);
    expect(activeFilterCount(query({ q: 'тариф' }))).toBe(0);
    expect(activeFilterCount(query({ sort: 'title' }))).toBe(0);
    expect(activeFilterCount(query({ state: 'draft', sort: 'title' }))).toBe(1);
    expect(activeFilterCount(query({ state: 'live', priority: 'A', sort: 'oldest' }))).toBe(2);
  });

  it('below a desk says «Фильтры» without a count when only the order changed', () => {
    renderConsole(<NewsToolbar query={query({ sort: 'title' })} onChange={vi.fn()} collapsible />, {
      api: fakeApi(),
    });
    expect(screen.getByRole('button', { name: /^Фильтры$/ })).toBeVisible();
  });

  it('on a desk shows the search and every filter, with no toggle', () => {
    renderConsole(<NewsToolbar query={query()} onChange={vi.fn()} />, { api: fakeApi() });
    expect(screen.getByRole('searchbox', { name: 'Поиск новостей' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Состояние' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Фильтры/ })).toBeNull();
  });

  it('tints a filter in force, not one at its default nor the order (review s46, finding 16)', () => {
    renderConsole(
      <NewsToolbar query={query({ state: 'scheduled', sort: 'title' })} onChange={vi.fn()} />,
      {
        api: fakeApi(),
      },
    );
    const field = (name: string) =>
      screen.getByRole('combobox', { name }).closest('.list-toolbar__filter, [class]')!;
    expect(
      screen.getByRole('combobox', { name: 'Состояние' }).closest('.list-toolbar__filter--active'),
    ).not.toBeNull();
    expect(
      screen.getByRole('combobox', { name: 'Приоритет' }).closest('.list-toolbar__filter--active'),
    ).toBeNull();
    expect(field('Сортировка').closest('.list-toolbar__filter--active')).toBeNull();
  });

  // Review s47, finding 1: «По началу показа», the default order of the scheduled items.
  it('offers «По началу показа» and moves a default order along with the state filter', async () => {
    const onChange = vi.fn();
    const { unmount } = renderConsole(<NewsToolbar query={query()} onChange={onChange} />, {
      api: fakeApi(),
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Сортировка' }));
    expect(screen.getByRole('option', { name: 'По началу показа' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Состояние' }));
    await userEvent.click(screen.getByRole('option', { name: 'Запланирована' }));
    expect(onChange).toHaveBeenLastCalledWith({ state: 'scheduled', page: 1, sort: 'starts' });
    unmount();
    renderConsole(<NewsToolbar query={query({ sort: 'title' })} onChange={onChange} />, {
      api: fakeApi(),
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Состояние' }));
    await userEvent.click(screen.getByRole('option', { name: 'Запланирована' }));
    expect(onChange).toHaveBeenLastCalledWith({ state: 'scheduled', page: 1 });
  });

  it('below a desk folds the filters under «Фильтры (n)», which opens and closes them', async () => {
    const user = userEvent.setup();
    renderConsole(
      <NewsToolbar
        query={query({ state: 'draft', priority: 'B' })}
        onChange={vi.fn()}
        collapsible
      />,
      { api: fakeApi() },
    );
    expect(screen.getByRole('searchbox', { name: 'Поиск новостей' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Фильтры (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Состояние' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(controlled).toContainElement(screen.getByRole('combobox', { name: 'Состояние' }));
    await user.click(toggle);
    expect(screen.queryByRole('combobox', { name: 'Приоритет' })).toBeNull();
  });

  it('below a desk names an order other than the default beside «Фильтры» (review s45b, finding 8)', () => {
    const { unmount } = renderConsole(
      <NewsToolbar query={query({ sort: 'title' })} onChange={vi.fn()} collapsible />,
      { api: fakeApi() },
    );
    expect(document.querySelector('.list-toolbar__controls .list-toolbar__sort')).toHaveTextContent(
      /^Сортировка: По заголовку \(А–Я\)$/,
    );
    unmount();
    renderConsole(<NewsToolbar query={query()} onChange={vi.fn()} collapsible />, {
      api: fakeApi(),
    });
    expect(document.querySelector('.list-toolbar__sort')).toBeNull();
  });

  it('below a desk offers «Выбрать», which says «Отмена» while the selection mode is on', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    function Harness() {
      const [active, setActive] = useState(false);
      return (
        <NewsToolbar
          query={query()}
          onChange={vi.fn()}
          collapsible
          selection={{
            active,
            onToggle: () => {
              onToggle();
              setActive((value) => !value);
            },
          }}
        />
      );
    }
    renderConsole(<Harness />, { api: fakeApi() });
    // The folded filters follow «Фильтры» in the Tab order, before «Выбрать» (they open under
    // the line of buttons).
    const toggle = screen.getByRole('button', { name: 'Фильтры' });
    expect(toggle.nextElementSibling).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(
      toggle.nextElementSibling!.compareDocumentPosition(
        screen.getByRole('button', { name: 'Выбрать' }),
      ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Выбрать' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Выбрать' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Выбрать' })).toBeVisible();
  });

  it('the search has a «×» named «Очистить поиск» while it holds text; it and Escape empty it', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    function Harness() {
      const [current, setCurrent] = useState(query());
      return (
        <NewsToolbar
          query={current}
          onChange={(change) => {
            changes(change);
            setCurrent((value) => ({ ...value, ...change }));
          }}
        />
      );
    }
    renderConsole(<Harness />, { api: fakeApi() });
    const search = screen.getByRole('searchbox', { name: 'Поиск новостей' });
    expect(screen.queryByRole('button', { name: 'Очистить поиск' })).toBeNull();
    await user.type(search, 'тариф');
    const clear = screen.getByRole('button', { name: 'Очистить поиск' });
    // Out of the Tab order: the next stop after the search stays the list's own control.
    expect(clear).toHaveAttribute('tabindex', '-1');
    await user.click(clear);
    expect(changes).toHaveBeenLastCalledWith({ q: '', page: 1 });
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Очистить поиск' })).toBeNull();
    await user.type(search, 'АЗС');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(changes).toHaveBeenLastCalledWith({ q: '', page: 1 });
  });
});
