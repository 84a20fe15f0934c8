import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../link/SmartLink';
import { InfoCard } from './InfoCard';

const RouterLink = ({ to, ...rest }: LinkComponentProps) => (
  <a href={to} data-router="" {...rest} />
);

describe('InfoCard', () => {
  it('opens http links in a new tab and routes the others through the link component', () => {
    render(
      <InfoCard
        title="Топливные карты"
        linkComponent={RouterLink}
        links={[
          { href: 'https://example.com/map', label: 'Карта АЗС' },
          { href: 'HTTP://example.com/old', label: 'Старая карта' },
          { href: '/clients/cardUsageRules', label: 'Правила' },
        ]}
      />,
    );
    for (const name of ['Карта АЗС', 'Старая карта']) {
      const external = screen.getByRole('link', { name });
      expect(external).toHaveAttribute('target', '_blank');
      expect(external).toHaveAttribute('rel', 'noopener noreferrer');
      expect(external).not.toHaveAttribute('data-router');
    }
    const local = screen.getByRole('link', { name: 'Правила' });
    expect(local).toHaveAttribute('data-router');
    expect(local).not.toHaveAttribute('target');
  });

  it('keeps its links in the tab order under a heading', async () => {
    render(
      <InfoCard
        title="Документы"
        links={[
          { href: '/a', label: 'Первая' },
          { href: '/b', label: 'Вторая' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Документы' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Первая' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Вторая' })).toHaveFocus();
  });

  it('keeps the new-tab icon glued to the last word of the label (a word joiner, no break)', () => {
    render(
      <InfoCard
        title="Карта"
        newTabLabel="(откроется в новой вкладке)"
        links={[{ href: 'https://example.com/map', label: 'Filling station and route map' }]}
      />,
    );
    const link = screen.getByRole('link', {
      name: /^Filling station and route map\s?\(откроется в новой вкладке\)$/,
    });
    const glue = link.querySelector('svg')!.parentElement!;
    expect(glue).toHaveAttribute('aria-hidden', 'true');
    expect(glue.firstChild?.textContent).toBe('\u2060');
    // The label's text runs straight into the glue: no space where a line could break.
    expect(glue.previousSibling?.textContent).toBe('Filling station and route map');
  });

  it('mutes a link with a tag and says the tag in its name; the others stay as they are', () => {
    render(
      <InfoCard
        title="Документы"
        links={[
          { href: '/a', label: 'Первая' },
          { href: '/b', label: 'Вторая', tag: <span>Раздел готовится</span> },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Первая' }).className).not.toMatch(/pending/);
    expect(screen.getByRole('link', { name: 'Вторая Раздел готовится' }).className).toMatch(
      /pending/,
    );
  });
});
