import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { ErrorLine } from './Alert';

/** The one-line error under a form: the console's login, its modals and the SQL Explorer. */
const meta = {
  title: 'Feedback/ErrorLine',
  component: ErrorLine,
  args: { message: 'Введите SQL-запрос' },
} satisfies Meta<typeof ErrorLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Введите SQL-запрос');
  },
};

/** The server's message after a refused save, as the console shows it. */
export const ServerMessage: Story = {
  args: { message: 'Администратор с таким именем уже существует' },
};

export const NetworkError: Story = {
  args: { message: 'Не удалось связаться с сервером. Проверьте подключение и повторите попытку.' },
};

/** Nothing is rendered while the message is empty (no empty live region). */
export const Empty: Story = {
  args: { message: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const LongRussianText: Story = { args: { message: longRussianText } };

export const Narrow: Story = { ...narrow, args: { message: longRussianText } };
