import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
