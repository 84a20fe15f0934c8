import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import type { ConsoleNewsRow } from './news-index';
import { NewsList } from './news-list';

const row = (id: string, cover: ConsoleNewsRow['cover'] = undefined): ConsoleNewsRow => ({
  id,
  slug: `item-${id}`,
  priority: 'B',
  dates: { date: '2026-11-20', startDate: '', expireDate: '' },
  titles: { ru: `Новость ${id}`, en: '' },
  state: 'live',
  ...(cover ? { cover } : {}),
});

const COVER = {
  imageId: 1,
  alt: { ru: 'Обложка', en: 'Cover' },
  width: 1200,
  height: 800,
  avif: [],
  webp: [{ url: '/media/1-320.webp', width: 320 }],
  jpeg: { url: '/media/1.jpg', width: 1200 },
} as unknown as NonNullable<ConsoleNewsRow['cover']>;

const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onStatus: vi.fn(), onSelect: vi.fn() };

describe('NewsList thumbnails', () => {
  for (const cards of [false, true])
    it(`${cards ? 'cards' : 'a table'}: no tiles on a page without covers; on a page with one, a tile beside every title`, () => {
      const { container, unmount } = renderConsole(
        <NewsList rows={[row('1'), row('2')]} cards={cards} selected={new Set()} {...handlers} />,
        { api: fakeApi() },
      );
      expect(screen.getByText('Новость 1')).toBeInTheDocument();
      expect(container.querySelectorAll('.cover-thumb')).toHaveLength(0);
      unmount();
      const page = renderConsole(
        <NewsList
          rows={[row('1', COVER), row('2')]}
          cards={cards}
          selected={new Set()}
          {...handlers}
        />,
        { api: fakeApi() },
      );
      // The picture for the item with a cover, the quiet tile for the other: titles stay aligned.
      expect(page.container.querySelectorAll('img.cover-thumb')).toHaveLength(1);
      expect(page.container.querySelectorAll('.cover-thumb--none')).toHaveLength(1);
    });
});

describe('NewsList on a tablet', () => {
  it('fits a row in 700 px: the ID beside the slug under the title, the date under the state', () => {
    renderConsole(
      <NewsList rows={[row('7')]} cards={false} compact selected={new Set()} {...handlers} />,
      { api: fakeApi() },
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Заголовок (RU) / Адрес', 'Состояние', 'Действия']);
    const title = screen.getByRole('rowheader');
    expect(title).toHaveTextContent('Новость 7');
    expect(title).toHaveTextContent('ID 7 · Приоритет B · Адрес: item-7');
    expect(screen.getByRole('button', { name: 'Изменить' })).toHaveAttribute('title', 'Изменить');
    expect(screen.getByText('Опубликована').closest('td')).toHaveTextContent(
      /^Опубликована\s*Дата в статье: 20\.11\.2026$/,
    );
  });
});

describe('NewsList on a phone', () => {
  it('is a compact card: the title, then two fixed lines «[state] date» and «Приоритет A · #id» with the pencil and «⋯» at the end of the second', () => {
    const { container } = renderConsole(
      <NewsList rows={[{ ...row('7'), priority: 'A' }]} cards selected={new Set()} {...handlers} />,
      { api: fakeApi() },
    );
    const card = screen.getByRole('listitem');
    const [when, facts] = [...card.querySelectorAll('.item-card__line')];
    // The first line: the state and its date, each named for a screen reader.
    expect(when).toHaveTextContent(/^Опубликована\s*Дата в статье: 20\.11\.2026$/);
    // A date alone needs no name on screen.
    expect(when!.querySelector('.article-date__name')).toBeNull();
    // The second: «Приоритет A» in words (review s45b, finding 13) and the ID, one group: the ID is
    // never alone on a line (review s45b, finding 8).
    expect(facts!.querySelector('.item-card__priority')).toHaveTextContent(/^Приоритет A$/);
    expect(facts).toHaveTextContent(/^Приоритет A · ID: #7\s*Адрес: item-7$/);
    // No labelled «ID:»/«Приоритет:» pairs of their own any more.
    expect(container.querySelector('.item-card__meta')).toBeNull();
    // The actions end the second line: the pencil named «Изменить» and «⋯».
    expect(facts!.nextElementSibling).toContainElement(
      screen.getByRole('button', { name: 'Изменить' }),
    );
    expect(screen.getByRole('button', { name: 'Изменить' })).toHaveAttribute('title', 'Изменить');
  });

  it('shows the priority B too, so that the ID never stands alone', () => {
    renderConsole(<NewsList rows={[row('8')]} cards selected={new Set()} {...handlers} />, {
      api: fakeApi(),
    });
    const facts = screen.getByRole('listitem').querySelector('.item-card__line--facts')!;
    expect(facts).toHaveTextContent(/^Приоритет B · ID: #8/);
    // Review s47c, finding 13: B is the table's outlined pill too (it was plain words).
    expect(facts.querySelector('.item-card__priority .priority-mark--B')).toHaveTextContent(/^B$/);
  });

  it('carries the check boxes and «Выбрать все на странице» only when selectable (review s45b, finding 8)', () => {
    const { unmount } = renderConsole(
      <NewsList
        rows={[row('1'), row('2')]}
        cards
        selectable={false}
        selected={new Set()}
        {...handlers}
      />,
      { api: fakeApi() },
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('list')).not.toHaveClass('item-cards--selecting');
    unmount();
    renderConsole(
      <NewsList rows={[row('1'), row('2')]} cards selectable selected={new Set()} {...handlers} />,
      { api: fakeApi() },
    );
    expect(screen.getByRole('checkbox', { name: 'Выбрать все на странице' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Выбрать: Новость 1' })).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveClass('item-cards--selecting');
  });

  // Review s46, findings 2 and 11 (changed from s45b's «Покажется …» first): the list is sorted
  // by the item's date, so that date leads every row; the showing bound follows, muted, with a verb.
  // Review s47, finding 1: before a bound the date is named «В статье» (two bare dates could not be
  // told apart), and a bound on the article's own day is shown alone.
  it('leads a card with the date the list is sorted by; the bound follows with its verb', () => {
    renderConsole(
      <NewsList
        rows={[
          {
            ...row('8'),
            state: 'scheduled',
            dates: { date: '2026-11-21', startDate: '2026-12-26', expireDate: '' },
          },
          {
            ...row('9'),
            dates: { date: '2026-11-01', startDate: '', expireDate: '2026-11-21' },
          },
          row('10'),
          {
            ...row('11'),
            state: 'expired',
            dates: { date: '2026-11-02', startDate: '', expireDate: '2026-11-24' },
          },
          {
            ...row('12'),
            state: 'scheduled',
            dates: { date: '2026-12-06', startDate: '2026-12-06', expireDate: '' },
          },
        ]}
        cards
        selected={new Set()}
        {...handlers}
      />,
      { api: fakeApi() },
    );
    const [scheduled, ending, plain, expired, sameDay] = screen.getAllByRole('listitem');
    expect(plain!.querySelector('.state-when')).toBeNull();
    expect(plain!.querySelector('.item-card__date')).toHaveTextContent(
      /^Дата в статье: 20\.11\.2026$/,
    );
    expect(scheduled!.querySelector('.item-card__line--when')).toHaveTextContent(
      /^Запланирована\s*Дата в статье: В статье 21\.11\.2026\s*Покажется 26\.12\.2026$/,
    );
    expect(scheduled!.querySelector('.article-date__name')).toHaveAttribute('aria-hidden', 'true');
    expect(ending!.querySelector('.item-card__line--when')).toHaveTextContent(
      /^Опубликована\s*Дата в статье: В статье 01\.11\.2026\s*Снимется 21\.11\.2026$/,
    );
    expect(expired!.querySelector('.item-card__line--when')).toHaveTextContent(
      /^Истекла\s*Дата в статье: В статье 02\.11\.2026\s*Снята 24\.11\.2026$/,
    );
    // The same day twice: only «Покажется 06.12.2026» on screen; the date is read out.
    const line = sameDay!.querySelector('.item-card__line--when')!;
    expect(line.querySelector('.item-card__date')).toBeNull();
    expect(line).toHaveTextContent(
      /^Запланирована\s*Дата в статье: 06\.12\.2026\s*Покажется 06\.12\.2026$/,
    );
    expect(line.querySelector('[data-state] + .visually-hidden')).toHaveTextContent(
      'Дата в статье: 06.12.2026',
    );
    expect(scheduled!.querySelector('.priority-mark--B')).toHaveTextContent(/^B$/);
    expect(scheduled!.querySelector('.item-card__line--facts')).toHaveTextContent('Приоритет B');
  });
});

describe('NewsList: when a scheduled item goes live (review s45b, finding 5)', () => {
  const scheduled = {
    ...row('8'),
    state: 'scheduled' as const,
    dates: { date: '2026-11-21', startDate: '2026-12-26', expireDate: '' },
  };

  it('on a desk keeps the date column to the date the list is sorted by; the bound is under the badge', () => {
    renderConsole(
      <NewsList rows={[scheduled, row('9')]} cards={false} selected={new Set()} {...handlers} />,
      {
        api: fakeApi(),
      },
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    const cells = (tr: HTMLElement) => [...(tr as HTMLTableRowElement).cells];
    expect(cells(first!).at(-2)).toHaveTextContent(/^21\.11\.2026$/);
    expect(first!.querySelector('.col-state')).toHaveTextContent(
      /^Запланирована\s*Покажется 26\.12\.2026$/,
    );
    expect(cells(second!).at(-2)).toHaveTextContent(/^20\.11\.2026$/);
  });

  // Review s47, finding 2 (was «Пр.» over a bare letter, and the bound under the badge).
  // Review s47c, finding 1 moved the slug from a column of its own under the title; finding 13 made
  // the priority a pill for A and B.
  it('on a wide desk shows the slug on one line under the title, whole in its tooltip, the bound in words under the badge and the priority under «Приоритет», A and B pills', () => {
    renderConsole(
      <NewsList
        rows={[{ ...scheduled, priority: 'A' }, row('9')]}
        cards={false}
        wide
        selected={new Set()}
        {...handlers}
      />,
      { api: fakeApi() },
    );
    expect(document.querySelector('.col-slug')).toBeNull();
    const slug = document.querySelector('th.col-title .cell-slug')!;
    expect(slug).toHaveClass('truncate');
    expect(slug).toHaveAttribute('title', scheduled.slug);
    expect(slug).toHaveTextContent(scheduled.slug);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'ID',
      'Заголовок (RU) / Адрес',
      'Состояние',
      'Приоритет',
      // The default order's key, newest first (review s49, finding 6).
      'Дата в статье\u00a0▼',
      'Действия',
    ]);
    const [first, second] = screen.getAllByRole('row').slice(1);
    // Review s48, finding 6: the bound in words under the badge, as on a tablet (was «с 26.12»).
    expect(first!.querySelector('.col-state .state-when--short')).toBeNull();
    expect(first!.querySelector('.col-state .state-when')).toHaveTextContent(
      /^Покажется 26\.12\.2026$/,
    );
    expect(first!.querySelector('.col-center .priority-mark--A')).toHaveTextContent(/^A$/);
    expect(second!.querySelector('.col-center .priority-mark--B')).toHaveTextContent(/^B$/);
    expect(second!.querySelector('.state-when')).toBeNull();
  });

  it('on a tablet puts the date under the badge, then the bound', () => {
    renderConsole(
      <NewsList rows={[scheduled]} cards={false} compact selected={new Set()} {...handlers} />,
      {
        api: fakeApi(),
      },
    );
    expect(screen.getByText('Запланирована').closest('td')).toHaveTextContent(
      /^Запланирована\s*Дата в статье: В статье 21\.11\.2026\s*Покажется 26\.12\.2026$/,
    );
  });
});

describe('NewsList: the sort key shows (review s49, finding 6)', () => {
  const scheduled = {
    ...row('8'),
    state: 'scheduled' as const,
    dates: { date: '2026-08-31', startDate: '2026-11-30', expireDate: '' },
  };

  it('sorted by the start of display, the date column is «Начало показа» ▲ with that date, «—» when none', () => {
    renderConsole(
      <NewsList
        rows={[scheduled, row('9')]}
        cards={false}
        sort="starts"
        selected={new Set()}
        {...handlers}
      />,
      { api: fakeApi() },
    );
    const header = screen.getByRole('columnheader', { name: /Начало показа/ });
    expect(header).toHaveTextContent(/^Начало показа ▲$/);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.queryByRole('columnheader', { name: /Дата в статье/ })).toBeNull();
    const [first, second] = screen.getAllByRole('row').slice(1);
    const cells = (tr: HTMLElement) => [...(tr as HTMLTableRowElement).cells];
    expect(cells(first!).at(-2)).toHaveTextContent(/^30\.11\.2026$/);
    expect(cells(second!).at(-2)).toHaveTextContent(/^—$/);
    // Only the key's header is marked.
    expect(
      screen.getAllByRole('columnheader').filter((th) => th.hasAttribute('aria-sort')),
    ).toHaveLength(1);
  });

  it('by default «Дата в статье» ▼ (newest first); by title or priority those headers carry ▲', () => {
    const { unmount } = renderConsole(
      <NewsList rows={[scheduled]} cards={false} selected={new Set()} {...handlers} />,
      { api: fakeApi() },
    );
    const date = screen.getByRole('columnheader', { name: /Дата в статье/ });
    expect(date).toHaveTextContent(/^Дата в статье ▼$/);
    expect(date).toHaveAttribute('aria-sort', 'descending');
    unmount();
    for (const [sort, name] of [
      ['title', /Заголовок/],
      ['priority', /Приоритет/],
      ['oldest', /Дата в статье/],
    ] as const) {
      const view = renderConsole(
        <NewsList
          rows={[scheduled]}
          cards={false}
          sort={sort}
          selected={new Set()}
          {...handlers}
        />,
        { api: fakeApi() },
      );
      const th = screen.getByRole('columnheader', { name });
      expect(th).toHaveAttribute('aria-sort', 'ascending');
      expect(th).toHaveTextContent(/▲$/);
      view.unmount();
    }
  });

  it('on a tablet and a card the date under the state is «Начало показа …» too', () => {
    for (const props of [{ cards: false, compact: true }, { cards: true }]) {
      const view = renderConsole(
        <NewsList
          rows={[scheduled, row('9')]}
          sort="starts"
          selected={new Set()}
          {...props}
          {...handlers}
        />,
        { api: fakeApi() },
      );
      const dates = [...view.container.querySelectorAll('.state-date, .item-card__date')];
      expect(dates.map((node) => node.textContent)).toEqual([
        'Начало показа 30.11.2026',
        'Начало показа —',
      ]);
      view.unmount();
    }
  });

  it('sorted by the start, a scheduled bound without a time is not said twice; with a time it stays', () => {
    const { container } = renderConsole(
      <NewsList
        rows={[
          scheduled,
          { ...scheduled, id: '10', dates: { ...scheduled.dates, startTime: '09:00' } },
        ]}
        cards
        sort="starts"
        selected={new Set()}
        {...handlers}
      />,
      { api: fakeApi() },
    );
    const [plain, timed] = [...container.querySelectorAll('.item-card__line--when')];
    expect(plain).toHaveTextContent(/^Запланирована\s*Начало показа 30\.11\.2026$/);
    expect(timed).toHaveTextContent(/Начало показа 30\.11\.2026\s*Покажется 30\.11\.2026, 09:00$/);
  });
});
