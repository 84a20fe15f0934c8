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

/** The SQL Explorer with a long statement in Russian (comments and literals). */
export const LongQuery: Story = {
  args: {
    rows: 6,
    defaultValue: `-- ${longRussianText}\nSELECT id, slug, priority FROM news WHERE titles LIKE '%${longRussianText}%';`,
  },
};

export const LongRussianText: Story = {
  args: {
    label: 'Описание',
    monospace: false,
    defaultValue: longRussianText,
    hint: longRussianText,
  },
};

export const Narrow: Story = { ...narrow, args: { error: 'Введите SQL-запрос' } };
