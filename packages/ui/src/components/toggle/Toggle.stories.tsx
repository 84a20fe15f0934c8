import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Toggle } from './Toggle';

const meta = {
  title: 'Form/Toggle',
  component: Toggle,
  args: { label: 'Аналитические cookies', onCheckedChange: fn() },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Аналитические cookies' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const DisabledOn: Story = {
  args: { label: 'Технические cookies', checked: true, disabled: true, hint: 'Нельзя отключить' },
};

export const WithError: Story = { args: { error: 'Не удалось сохранить настройку' } };

export const LongRussianText: Story = { args: { label: longRussianText } };

export const Narrow: Story = { ...narrow, args: { label: longRussianText } };
