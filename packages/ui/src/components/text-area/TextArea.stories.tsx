import type { Meta, StoryObj } from '@storybook/react-vite';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { TextArea } from './TextArea';

const meta = {
  title: 'Form/TextArea',
  component: TextArea,
  args: { label: 'SQL-запрос', placeholder: 'SELECT * FROM news', monospace: true },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = { args: { error: 'Введите SQL-запрос' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'SELECT 1' } };

export const LongRussianText: Story = {
  args: {
    label: 'Описание',
    monospace: false,
    defaultValue: longRussianText,
    hint: longRussianText,
  },
};

export const Narrow: Story = { ...narrow, args: { error: 'Введите SQL-запрос' } };
