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
});
