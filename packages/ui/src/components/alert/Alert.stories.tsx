import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Alert, ErrorLine } from './Alert';

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

export const ErrorLineStory: Story = {
  name: 'ErrorLine',
  render: () => <ErrorLine message="Введите SQL-запрос" />,
};
