import type { Meta, StoryObj } from '@storybook/react-vite';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Навигационная цепочка',
    items: [
      { label: 'Главная', href: '/' },
      { label: 'Клиентам', href: '/clients' },
      { label: 'Тарифы' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TwoLevels: Story = {
  args: { items: [{ label: 'Главная', href: '/' }, { label: 'О нас' }] },
};

export const LongRussianText: Story = {
  args: {
    items: [
      { label: 'Главная', href: '/' },
      { label: 'Клиентам', href: '/clients' },
      { label: longRussianText },
    ],
  },
};

export const Narrow: Story = { ...narrow, args: { ...LongRussianText.args } };
