import { teaserOrder, type NewsItem, type NewsMap } from '@fuelcard/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newsSummary } from '../../lib/news-view';
import { renderWithSite } from '../../test-utils';
import { NewsTeaser } from './NewsTeaser';

const now = new Date('2026-03-15T12:00:00Z');
function item(
  priority: 'A' | 'B',
  date: string,
  ru: string,
  en: string,
  startDate = '',
  expireDate = '',
): NewsItem {
  return {
    slug: '',
    priority,
    dates: { date, startDate, expireDate },
    titles: { ru, en },
    descriptions: { ru: '', en: '' },
  };
}
const map: NewsMap = {
  '1': item('B', '2026-03-10', 'Новость B новая', 'Fresh B'),
  '2': item('A', '2026-01-01', 'Новость A старая', 'Old A'),
  '3': item('A', '2026-02-01', 'Новость A новая', ''),
  '4': item('A', '2026-03-14', 'Истекшая', 'Expired', '2026-01-01', '2026-02-01'),
  '5': item('A', '2026-03-14', 'Будущая', 'Future', '2026-04-01', ''),
};

async function renderTeaser(lang: 'ru' | 'en') {
  renderWithSite(
    <NewsTeaser items={teaserOrder(map, now).map((entry) => newsSummary(entry, lang))} />,
    { lang },
  );
  await act(async () => {});
}

const title = () => screen.getByRole('heading', { level: 3 }).textContent;

describe('NewsTeaser', () => {
  it('shows the active items one at a time: priority A first, then the newest', async () => {
    await renderTeaser('ru');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(title()).toBe('Новость A новая');
    expect(screen.getByText('1 февраля 2026 г.')).toBeInTheDocument();
    expect(screen.queryByText('Истекшая')).toBeNull();
  });

  it('wraps around both ways', async () => {
    const user = userEvent.setup();
    await renderTeaser('ru');
    const next = screen.getByRole('button', { name: 'Следующая новость' });
    const previous = screen.getByRole('button', { name: 'Предыдущая новость' });
    await user.click(previous);
    expect(title()).toBe('Новость B новая');
    await user.click(next);
    expect(title()).toBe('Новость A новая');
    await user.click(next);
    expect(title()).toBe('Новость A старая');
    await user.click(next);
    expect(title()).toBe('Новость B новая');
    await user.click(next);
    expect(title()).toBe('Новость A новая');
  });

  it('shows the title in the page language, else Russian, and links to the item', async () => {
    const user = userEvent.setup();
    await renderTeaser('en');
    expect(title()).toBe('Новость A новая');
    expect(screen.getByText('1 February 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next news item' }));
    expect(title()).toBe('Old A');
    expect(screen.getByRole('link', { name: /Old A/ })).toHaveAttribute('href', '/news/old-a');
  });

  it('shows every card alike, the current one first, and its arrows beside the link to all news', async () => {
    await renderTeaser('ru');
    const current = screen.getByRole('link', { name: /Читать новость/ });
    expect(current.getAttribute('href')).toMatch(/^\/news\/./);
    expect(within(current).getByRole('heading', { level: 3 })).toHaveTextContent('Новость A новая');
    const cards = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/news/'));
    expect(cards).toHaveLength(3);
    // The whole card is the link: no second «Подробнее» in every card.
    for (const card of cards) expect(card).not.toHaveTextContent(/Подробнее/);
    const head = screen.getByRole('heading', { level: 2 }).parentElement!;
    expect(within(head).getByRole('button', { name: 'Следующая новость' })).toBeInTheDocument();
    expect(within(head).getByRole('link', { name: 'Ко всем новостям' })).toHaveAttribute(
      'href',
      '/news',
    );
    // Phones show the link under the news instead (CSS hides one of the two): the last thing in the block.
    const section = head.closest('section')!;
    expect(
      within(section.lastElementChild as HTMLElement).getByRole('link', {
        name: 'Ко всем новостям',
      }),
    ).toHaveAttribute('href', '/news');
  });

  it('says there is no news when none is active', async () => {
    renderWithSite(<NewsTeaser items={[]} />);
    await act(async () => {});
    expect(screen.getByText('Актуальных новостей пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
