import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { LoadingText } from './Spinner';

/** A visible loading message: the console's session check, lists, lazy editor; the news list. */
const meta = {
  title: 'Feedback/LoadingText',
  component: LoadingText,
  args: { text: 'Загрузка…' },
} satisfies Meta<typeof LoadingText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Загрузка…');
  },
};

export const SessionCheck: Story = { args: { text: 'Проверка сеанса…' } };

export const EditorLoading: Story = { args: { text: 'Загрузка редактора…' } };

export const LongRussianText: Story = { args: { text: longRussianText } };

export const Narrow: Story = { ...narrow, args: { text: longRussianText } };
