import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoreBadge } from './StoreBadge';

const meta = {
  title: 'Content/StoreBadge',
  component: StoreBadge,
  args: {
    store: 'apple',
    href: 'https://apps.example/app',
    caption: 'Загрузите в',
    name: 'App Store',
    newTabLabel: '(откроется в новой вкладке)',
  },
} satisfies Meta<typeof StoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppStore: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Загрузите в App Store/ });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const GooglePlay: Story = {
  args: {
    store: 'android',
    href: 'https://play.example/app',
    caption: 'Доступно в',
    name: 'Google Play',
  },
};

export const English: Story = {
  args: { caption: 'Download on the', name: 'App Store', newTabLabel: '(opens in a new tab)' },
};

/** Both badges side by side, as the app pages show them. */
export const Pair: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <StoreBadge {...args} />
      <StoreBadge
        {...args}
        store="android"
        href="https://play.example/app"
        caption="Доступно в"
        name="Google Play"
      />
    </div>
  ),
};
