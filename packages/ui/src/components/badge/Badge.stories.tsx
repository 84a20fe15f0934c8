import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrow } from '../../internal/story-helpers';
import { Badge } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { tone: 'success', dot: true, children: 'Опубликована' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'info', 'neutral', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A news item the public sees now. */
export const Live: Story = {};

/** A news item whose show-from date is ahead. */
export const Scheduled: Story = { args: { tone: 'info', children: 'Запланирована' } };

/** A news item past its show-until date. */
export const Expired: Story = { args: { tone: 'neutral', children: 'Истекла' } };

export const Warning: Story = { args: { tone: 'warning', dot: false, children: 'Не подключён' } };

export const Danger: Story = { args: { tone: 'danger', dot: false, children: 'Ошибка' } };

/** The console's news states side by side, as in a table row. */
export const AllStates: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="success" dot>
        Опубликована
      </Badge>
      <Badge tone="info" dot>
        Запланирована
      </Badge>
      <Badge tone="neutral" dot>
        Истекла
      </Badge>
      <Badge tone="neutral">суперадминистратор</Badge>
    </p>
  ),
};

/** A badge keeps its words whole at 320 px. */
export const Narrow: Story = { ...narrow, args: { children: 'Суперадминистратор' } };
