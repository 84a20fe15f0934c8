import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  args: { label: 'Согласен' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Согласен' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithError: Story = { args: { error: 'Подтвердите согласие', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const LongRussianText: Story = { args: { label: longRussianText } };

export const Narrow: Story = { ...narrow, args: { label: longRussianText, hint: 'Обязательно' } };
