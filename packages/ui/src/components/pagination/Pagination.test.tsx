import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
