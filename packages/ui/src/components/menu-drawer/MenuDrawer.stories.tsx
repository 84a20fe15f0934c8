import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { narrow } from '../../internal/story-helpers';
import { MenuDrawer } from './MenuDrawer';

const links = ['О компании', 'Партнерам', 'Клиентам', 'Новости', 'Оборудование и ПО', 'Контакты'];

/**
 * The menu button of narrow screens and its full-screen drawer (a native `<details>`: it works
 * before hydration). Open it with the button; Escape closes it and Tab stays inside.
 */
const meta = {
  title: 'Navigation/MenuDrawer',
  component: MenuDrawer,
  args: {
    label: 'Меню',
    closeLabel: 'Закрыть',
    id: 'story-menu',
    heading: <strong>RouteCard</strong>,
    children: (
      <nav aria-label="Основное меню">
        <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
          {links.map((label) => (
            <li key={label}>
              <a href="#menu">{label}</a>
            </li>
          ))}
        </ul>
      </nav>
    ),
  },
} satisfies Meta<typeof MenuDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByText('Меню').closest('summary')!;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Контакты' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Narrow: Story = { ...narrow };
