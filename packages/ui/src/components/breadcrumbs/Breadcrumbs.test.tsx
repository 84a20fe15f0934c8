import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../link/SmartLink';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('is a named navigation whose last item is the current page', () => {
    const RouterLink = ({ to, ...rest }: LinkComponentProps) => (
      <a data-to={to} href={to} {...rest} />
    );
    render(
      <Breadcrumbs
        label="Навигационная цепочка"
        linkComponent={RouterLink}
        items={[
          { label: 'Главная', href: '/' },
          { label: 'Новости', href: '/news' },
          { label: 'Подробнее' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('data-to')),
    ).toEqual(['/', '/news']);
    expect(screen.getByText('Подробнее')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Новости' })).not.toHaveAttribute('aria-current');
  });

  it('offers a link back to the parent for phones when asked, keeping the whole trail', () => {
    const { container } = render(
      <Breadcrumbs
        label="Навигационная цепочка"
        backOnPhones
        items={[
          { label: 'Главная', href: '/' },
          { label: 'Оборудование и ПО', href: '/equipment' },
          { label: 'SmartPay' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link', { name: 'Оборудование и ПО' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/equipment', '/equipment']);
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('←')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the trail alone when the parent is Home or has no address', () => {
    render(
      <Breadcrumbs
        label="Навигационная цепочка"
        backOnPhones
        items={[{ label: 'Главная', href: '/' }, { label: 'Новости' }]}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('←')).toBeNull();
  });
});
