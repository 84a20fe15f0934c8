import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { InfoCard } from './InfoCard';

const laptop = (
  <svg viewBox="0 0 24 24" fill="currentColor">
    <path d="M4 5h16v10H4zM2 17h20v2H2z" />
  </svg>
);

const meta = {
  title: 'Content/InfoCard',
  component: InfoCard,
  args: {
    title: 'Электронная платёжная система',
    icon: laptop,
    links: [
      { href: '/clients/signAndResign', label: 'Заключение договора' },
      { href: '/clients/gettingElectronicCard', label: 'Получение электронной карты' },
      { href: 'https://example.com/map', label: 'Карта АЗС' },
    ],
  },
  argTypes: { icon: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The links are always shown; Tab reaches the first one. */
export const KeyboardOpen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Карта АЗС' })).toBeVisible();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Заключение договора' }),
    ).toHaveFocus();
  },
};

export const WithBackgroundImage: Story = {
  args: {
    backgroundImage:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="4"%3E%3Crect width="4" height="4" fill="%2348AE5A"/%3E%3C/svg%3E',
  },
};

export const NoLinks: Story = { args: { links: [] } };

export const LongRussianText: Story = {
  args: { title: longRussianText, links: [{ href: '/clients', label: longRussianText }] },
};

export const Narrow: Story = { ...narrow };
