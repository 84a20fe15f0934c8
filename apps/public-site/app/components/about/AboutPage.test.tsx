import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderContentPage } from '../content/render-content-page';
import { AboutPage } from './AboutPage';

async function renderAbout() {
  await renderContentPage(<AboutPage personalAccount="https://account.example/" />);
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

  it('heads its five sections alike: the steps and «Карточкой можно оплатить» are H2s too (round 10, finding 7)', async () => {
    await renderAbout();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Платежная система',
        'Как работает система',
        'Назначение системы',
        'Карточкой можно оплатить',
        'Клиенты и партнеры',
      ]),
    );
    // Still parts of the spec's sections: the steps and the drawings in the system section,
    // the fifteen items in the purpose section (checked above).
    const steps = screen.getByRole('heading', { level: 2, name: 'Как работает система' });
    expect(section('Платежная система')).toContainElement(steps);
  });

  it('ends with the application band before the operator details, as /clients does', async () => {
    await renderAbout();
    const band = screen.getByRole('region', { name: 'Станьте клиентом платежной системы' });
    expect(within(band).getByRole('link', { name: 'Стать клиентом' })).toHaveAttribute(
      'href',
      '/application?type=client',
    );
    const logos = screen.getByRole('region', { name: 'Наши партнеры' });
    expect(logos.compareDocumentPosition(band) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
