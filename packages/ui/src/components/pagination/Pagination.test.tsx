import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../link/SmartLink';
import { Pagination } from './Pagination';

const labels = {
  navigation: 'Страницы',
  previous: 'Назад',
  next: 'Вперёд',
  page: (page: number) => `Страница ${page}`,
};

describe('Pagination', () => {
  it('marks the current page and hides ellipses from screen readers', () => {
    render(
      <Pagination
        pages={[1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]}
        current={5}
        labels={labels}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Страница 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Страница 4' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '‹',
      '1',
      '4',
      '5',
      '6',
      '10',
      '›',
    ]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination pages={[1, 2, 3]} current={1} labels={labels} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeEnabled();
    rerender(<Pagination pages={[1, 2, 3]} current={3} labels={labels} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Назад' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
  });

  it('reports page changes but not a click on the current page', async () => {
    const onChange = vi.fn();
    render(<Pagination pages={[1, 2, 3]} current={2} labels={labels} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Страница 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  describe('with hrefForPage', () => {
    const hrefForPage = (page: number) => `/news?page=${page}`;

    it('renders real links with addresses, aria-current on the current page', () => {
      const { container } = render(
        <Pagination
          pages={[1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]}
          current={5}
          labels={labels}
          hrefForPage={hrefForPage}
        />,
      );
      expect(screen.queryAllByRole('button')).toHaveLength(0);
      expect(container.querySelector('button')).toBeNull();
      const page5 = screen.getByRole('link', { name: 'Страница 5' });
      expect(page5.tagName).toBe('A');
      expect(page5).toHaveAttribute('href', '/news?page=5');
      expect(page5).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/news?page=4');
      expect(screen.getByRole('link', { name: 'Вперёд' })).toHaveAttribute('href', '/news?page=6');
      expect(screen.getByRole('link', { name: 'Страница 10' })).toHaveAttribute(
        'href',
        '/news?page=10',
      );
    });

    it('makes the arrows disabled links without an address at the ends', () => {
      const { rerender } = render(
        <Pagination pages={[1, 2, 3]} current={1} labels={labels} hrefForPage={hrefForPage} />,
      );
      const previous = screen.getByRole('link', { name: 'Назад' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      expect(previous).not.toHaveAttribute('href');
      expect(previous.tagName).not.toBe('A');
      expect(screen.getByRole('link', { name: 'Вперёд' })).not.toHaveAttribute('aria-disabled');
      rerender(
        <Pagination pages={[1, 2, 3]} current={3} labels={labels} hrefForPage={hrefForPage} />,
      );
      expect(screen.getByRole('link', { name: 'Вперёд' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/news?page=2');
    });

    it('goes through linkComponent and reports the followed page to onChange', async () => {
      const onChange = vi.fn();
      const RouterLink = ({ to, onClick, ...rest }: LinkComponentProps) => (
        <a
          {...rest}
          href={to}
          data-router=""
          onClick={(event) => {
            event.preventDefault();
            onClick?.(event);
          }}
        />
      );
      render(
        <Pagination
          pages={[1, 2, 3]}
          current={2}
          labels={labels}
          hrefForPage={hrefForPage}
          linkComponent={RouterLink}
          onChange={onChange}
        />,
      );
      const page3 = screen.getByRole('link', { name: 'Страница 3' });
      expect(page3).toHaveAttribute('data-router');
      await userEvent.click(page3);
      await userEvent.click(screen.getByRole('link', { name: 'Страница 2' }));
      expect(onChange.mock.calls).toEqual([[3]]);
    });
  });
});
