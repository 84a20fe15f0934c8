import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../link/SmartLink';
import { ServiceCard } from './ServiceCard';

describe('ServiceCard', () => {
  it('is a heading with one link through the link component', () => {
    const RouterLink = ({ to, ...rest }: LinkComponentProps) => (
      <a href={to} data-router="" {...rest} />
    );
    render(
      <ServiceCard
        title="Заключение договора"
        href="/clients/signAndResign"
        linkComponent={RouterLink}
        headingLevel={2}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Заключение договора' });
    expect(heading).toContainElement(screen.getByRole('link'));
    expect(screen.getByRole('link')).toHaveAttribute('data-router');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/clients/signAndResign');
  });

  it('without href is a plain article: a heading, its text, no link', () => {
    const { container } = render(
      <ServiceCard title="Топливо" description="Бензин, дизель и газ" headingLevel={3} />,
    );
    expect(screen.getByRole('article')).toContainElement(
      screen.getByRole('heading', { level: 3, name: 'Топливо' }),
    );
    expect(screen.getByText('Бензин, дизель и газ')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });

  it('with a tag keeps its link but is an outlined tile: the status in the link, no link card look', () => {
    render(
      <ServiceCard
        title="Обслуживание нерезидентов"
        href="/partners/forNotAResidentsServices"
        tag={<span>Раздел готовится</span>}
      />,
    );
    const link = screen.getByRole('link', { name: 'Обслуживание нерезидентов Раздел готовится' });
    expect(link).toHaveAttribute('href', '/partners/forNotAResidentsServices');
    const card = screen.getByRole('article');
    expect(card.className).toMatch(/pending/);
    expect(card.className).not.toMatch(/linked/);
  });
});
