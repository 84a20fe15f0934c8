import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrow } from '../../internal/story-helpers';
import type { PaginationProps } from './Pagination';
import { Pagination } from './Pagination';

const labels = {
  navigation: 'Страницы новостей',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  page: (page: number) => `Страница ${page}`,
};

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { pages: [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10], current: 5, labels, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Страница 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая страница' }));
    await expect(args.onChange).toHaveBeenCalledWith(6);
  },
};

export const FirstPage: Story = {
  args: { pages: [1, 2, 'ellipsis', 10], current: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Предыдущая страница' }),
    ).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { pages: [1, 'ellipsis', 9, 10], current: 10 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Следующая страница' }),
    ).toBeDisabled();
  },
};

export const SinglePage: Story = { args: { pages: [1], current: 1 } };

/** Interactive: the window is recomputed here the way a caller would (spec §9). */
function windowFor(current: number, total: number): PaginationProps['pages'] {
  const wanted = new Set(
    [1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total),
  );
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((page, i) =>
    i > 0 && page - sorted[i - 1]! > 1 ? (['ellipsis', page] as const) : [page],
  );
}

export const Interactive: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(1);
    return (
      <Pagination
        {...args}
        pages={windowFor(current, 12)}
        current={current}
        onChange={setCurrent}
      />
    );
  },
};

/** In the app an address such as `/news?page=2`; here a fragment, so the story frame stays put. */
const hrefForPage = (page: number) => `#page-${page}`;

/**
 * With `hrefForPage` the pages are links (in an app e.g. `/news?page=N`), so paging works before
 * hydration and with JavaScript off; the arrows at the ends are disabled links without an address.
 */
export const Links: Story = {
  args: {
    pages: [1, 2, 'ellipsis', 10],
    current: 1,
    hrefForPage,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
      'href',
      '#page-2',
    );
    await expect(canvas.getByRole('link', { name: 'Страница 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LinksMiddle: Story = {
  args: { hrefForPage },
};

export const Narrow: Story = { ...narrow };

export const NarrowLinks: Story = {
  ...narrow,
  args: { hrefForPage },
};
