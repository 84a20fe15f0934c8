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
    expect(headers).toEqual(['Заголовок (RU)', 'Состояние', 'Действия']);
    const title = screen.getByRole('rowheader');
    expect(title).toHaveTextContent('Новость 7');
    expect(title).toHaveTextContent('ID 7 · Приоритет B · Slug: item-7');
    expect(screen.getByRole('button', { name: 'Изменить' })).toHaveAttribute('title', 'Изменить');
    expect(screen.getByText('Опубликована').closest('td')).toHaveTextContent('Дата: 20.11.2026');
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
    expect(when).toHaveTextContent(/^Опубликована\s*Дата: 20\.11\.2026$/);
    // The second: «Приоритет A» in words (review s45b, finding 13) and the ID, one group: the ID is
    // never alone on a line (review s45b, finding 8).
    expect(facts!.querySelector('.item-card__priority')).toHaveTextContent(/^Приоритет A$/);
    expect(facts).toHaveTextContent(/^Приоритет A · ID: #7\s*Slug: item-7$/);
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
    expect(facts.querySelector('.item-card__priority')).toBeNull();
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

  it('says what each date under the state is: «Покажется …» for a scheduled item, «до …» for one with a last day', () => {
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
        ]}
        cards
        selected={new Set()}
        {...handlers}
      />,
      { api: fakeApi() },
    );
    const [scheduled, ending, plain] = screen.getAllByRole('listitem');
    expect(scheduled).toHaveTextContent('Покажется 26.12.2026');
    expect(ending).toHaveTextContent('до 21.11.2026');
    expect(plain!.querySelector('.state-when')).toBeNull();
    // A scheduled item's first line is its state and when it goes live (s45b, findings 5 and 8):
    // the article's own date is read out after it, not shown.
    const line = scheduled!.querySelector('.item-card__line--when')!;
    expect(line).toHaveTextContent(
      /^Запланирована\s*Покажется 26\.12\.2026\s*, Дата в статье 21\.11\.2026$/,
    );
    expect(line.querySelector('.visually-hidden')).toHaveTextContent('Дата в статье 21.11.2026');
    expect(ending!.querySelector('.item-card__line--when')).toHaveTextContent(
      /^Опубликована\s*Дата: 01\.11\.2026\s*до 21\.11\.2026$/,
    );
    expect(scheduled!.querySelector('.item-card__priority')).toBeNull();
    expect(scheduled!.querySelector('.item-card__line--facts')).toHaveTextContent('Приоритет B');
  });
});

describe('NewsList: when a scheduled item goes live (review s45b, finding 5)', () => {
  const scheduled = {
    ...row('8'),
    state: 'scheduled' as const,
    dates: { date: '2026-11-21', startDate: '2026-12-26', expireDate: '' },
  };

  it('on a desk puts «Покажется …» first in the date column and the article date under it', () => {
    renderConsole(
      <NewsList rows={[scheduled, row('9')]} cards={false} selected={new Set()} {...handlers} />,
      {
        api: fakeApi(),
      },
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    const cells = (tr: HTMLElement) => [...(tr as HTMLTableRowElement).cells];
    const dateCell = cells(first!).at(-2)!;
    expect(dateCell.firstElementChild).toHaveTextContent(/^Покажется 26\.12\.2026$/);
    expect(dateCell).toHaveTextContent(/Покажется 26\.12\.2026\s*Дата в статье 21\.11\.2026$/);
    // The state column keeps the badge alone; a live item's date column is its date.
    expect(first!.querySelector('.col-state')).toHaveTextContent(/^Запланирована$/);
    expect(cells(second!).at(-2)).toHaveTextContent(/^20\.11\.2026$/);
  });

  it('on a tablet says it under the badge, before the article date', () => {
    renderConsole(
      <NewsList rows={[scheduled]} cards={false} compact selected={new Set()} {...handlers} />,
      {
        api: fakeApi(),
      },
    );
    expect(screen.getByText('Запланирована').closest('td')).toHaveTextContent(
      /^Запланирована\s*Покажется 26\.12\.2026\s*Дата в статье 21\.11\.2026$/,
    );
  });
});
