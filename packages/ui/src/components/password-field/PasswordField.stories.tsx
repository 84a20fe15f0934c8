import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Form/PasswordField',
  component: PasswordField,
  args: {
    label: 'Пароль',
    name: 'password',
    visibilityLabels: { show: 'Показать', hide: 'Скрыть' },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Revealed: Story = {
  args: { defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать' }));
    await expect(canvas.getByLabelText('Пароль')).toHaveAttribute('type', 'text');
  },
};

export const WithoutToggle: Story = { args: { visibilityLabels: undefined } };

export const WithError: Story = { args: { error: 'Неверный логин или пароль' } };

/** Editing an administrator: the new password may stay empty. */
export const WithHint: Story = {
  args: {
    label: 'Новый пароль',
    visibilityLabels: undefined,
    hint: 'Оставьте поле пустым, чтобы сохранить текущий пароль.',
  },
};

export const Required: Story = { args: { required: true, visibilityLabels: undefined } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };

export const LongRussianText: Story = { args: { label: longRussianText, error: longRussianText } };

export const Narrow: Story = { ...narrow };
