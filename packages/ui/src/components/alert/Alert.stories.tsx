import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { variant: 'error', children: 'Не удалось загрузить новости. Показаны сохранённые.' },
  argTypes: { variant: { control: 'inline-radio', options: ['error', 'info', 'success'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorVariant: Story = { name: 'Error' };

export const Info: Story = {
  args: { variant: 'info', role: 'status', children: 'Изменения сохранены в черновик.' },
};

export const Success: Story = {
  args: { variant: 'success', role: 'status', title: 'Готово', children: 'Администратор создан.' },
};

/** The console's notice on a page a role may not open. */
export const NoPermission: Story = {
  args: {
    variant: 'info',
    role: 'status',
    children: 'У вас нет прав для управления администраторами.',
  },
};

/** The SQL Explorer's reply to a statement without rows. */
export const ChangedRows: Story = {
  args: { variant: 'success', role: 'status', children: 'Изменено строк: 3' },
};

export const Dismissible: Story = {
  args: { title: 'Ошибка', onDismiss: fn(), dismissLabel: 'Закрыть сообщение' },
};

export const LongRussianText: Story = {
  args: { title: longRussianText, children: longRussianText },
};

export const Narrow: Story = {
  ...narrow,
  args: { children: longRussianText, onDismiss: fn(), dismissLabel: 'Закрыть' },
};
