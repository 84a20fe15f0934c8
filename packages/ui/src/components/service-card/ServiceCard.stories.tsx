import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { ServiceCard } from './ServiceCard';

const cardIcon = (
  <svg viewBox="0 0 24 24" fill="currentColor">
    <rect x="2" y="5" width="20" height="14" rx="2" />
  </svg>
);

const meta = {
  title: 'Content/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'Заключение договора',
    description: 'Как стать клиентом системы',
    href: '/clients/signAndResign',
    icon: cardIcon,
  },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutIcon: Story = { args: { icon: undefined } };

/** No `href`: an information card (heading and text) without a link or hover lift. */
export const WithoutLink: Story = {
  args: {
    href: undefined,
    icon: undefined,
    title: 'Топливо',
    description: 'Бензин, дизельное топливо и газ на АЗС партнёров по всей стране',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Топливо' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithoutLinkLongRussianText: Story = {
  args: { href: undefined, title: longRussianText, description: longRussianText },
};

export const Row: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
      }}
    >
      <ServiceCard {...args} />
      <ServiceCard {...args} title="Правила пользования картой" href="/clients/cardUsageRules" />
      <ServiceCard {...args} title="Поддержка нерезидентов" href="/clients/nonResidentsSupport" />
    </div>
  ),
};

export const LongRussianText: Story = {
  args: { title: longRussianText, description: longRussianText },
};

export const Narrow: Story = { ...narrow, args: { title: longRussianText } };
