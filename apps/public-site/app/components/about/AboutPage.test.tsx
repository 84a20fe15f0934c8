import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test-utils';
import { AboutPage } from './AboutPage';

async function renderAbout() {
  renderWithSite(<AboutPage personalAccount="https://account.example/" />);
  await act(async () => {});
}

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('AboutPage', () => {
  it('has the breadcrumbs Home / About and the about block', async () => {
    await renderAbout();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('О компании')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/работает с 1992 года/)).toBeInTheDocument();
  });

  it('has the system section: three service cards, four numbered steps and two images', async () => {
    await renderAbout();
    const system = section('Платежная система');
    expect(within(system).getAllByRole('article')).toHaveLength(3);
    expect(
      within(system).getByRole('link', {
        name: /^Личный кабинет\s*\(откроется в новой вкладке\)$/,
      }),
    ).toHaveAttribute('target', '_blank');
    const steps = within(system).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(system).getAllByRole('img')).toHaveLength(2);
  });

  it('has the purpose section: three cards, fifteen items in three columns and the dispenser image', async () => {
    await renderAbout();
    const purpose = section('Назначение системы');
    const cards = within(purpose).getAllByRole('article');
    expect(cards).toHaveLength(3);
    // The kit's ServiceCard without a link: a heading and its text, no link.
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(within(purpose).queryAllByRole('link')).toHaveLength(0);
    expect(within(within(purpose).getByRole('list')).getAllByRole('listitem')).toHaveLength(15);
    expect(
      within(purpose).getByRole('img', { name: 'Топливораздаточная колонка' }),
    ).toBeInTheDocument();
  });

  it('has the clients-and-partners section: seven items and the two buttons', async () => {
    await renderAbout();
    const participants = section('Клиенты и партнеры');
    expect(within(within(participants).getByRole('list')).getAllByRole('listitem')).toHaveLength(7);
    expect(within(participants).getByRole('link', { name: 'Клиентам' })).toHaveAttribute(
      'href',
      '/clients',
    );
    expect(within(participants).getByRole('link', { name: 'Партнерам' })).toHaveAttribute(
      'href',
      '/partners',
    );
  });

  it('ends with the partner logos, a Home link and the Up button', async () => {
    await renderAbout();
    expect(screen.getByRole('region', { name: 'Наши партнеры' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Наверх' })).toHaveAttribute('href', '#top');
  });
});
