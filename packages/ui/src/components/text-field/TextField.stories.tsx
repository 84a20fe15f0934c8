import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { TextField } from './TextField';

const meta = {
  title: 'Form/TextField',
  component: TextField,
  args: { label: 'Имя пользователя', name: 'username', placeholder: 'admin' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Имя пользователя');
    await userEvent.type(input, 'root');
    await expect(input).toHaveValue('root');
  },
};

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { hint: 'Латинские буквы и цифры' } };

export const WithError: Story = {
  args: { error: 'Введите имя пользователя', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Имя пользователя');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Введите имя пользователя');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin' } };

/** The news form's dates (publication, start, end). */
export const DateField: Story = {
  args: { label: 'Дата публикации', name: 'date', type: 'date', defaultValue: '2026-01-05' },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Slug (адрес страницы)',
    hint: 'Заполняется из заголовка; латинские буквы, цифры и дефисы',
    error: 'Такой адрес уже занят',
    defaultValue: 'novaya-karta',
  },
};

export const LongRussianText: Story = { args: { label: longRussianText, hint: longRussianText } };

export const Narrow: Story = { ...narrow, args: { error: 'Неверный логин или пароль' } };
