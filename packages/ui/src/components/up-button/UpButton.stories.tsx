import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrow } from '../../internal/story-helpers';
import { UpButton } from './UpButton';

const meta = {
  title: 'Navigation/UpButton',
  component: UpButton,
  args: { label: 'Наверх' },
} satisfies Meta<typeof UpButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ToHeader: Story = {
  args: { targetId: 'story-header' },
  render: (args) => (
    <div>
      <header id="story-header" style={{ padding: 16, background: '#f4f6f7' }}>
        Шапка сайта
      </header>
      <div style={{ height: 1200 }} />
      <UpButton {...args} />
    </div>
  ),
};

export const Narrow: Story = { ...narrow };
