import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { narrow } from '../../internal/story-helpers';
import { NativeSelect } from './NativeSelect';

const regions = [
  { value: 'minsk', label: 'Минск' },
  { value: 'minsk-region', label: 'Минская область' },
  { value: 'brest', label: 'Брестская область' },
  { value: 'vitebsk', label: 'Витебская область' },
];

const meta = {
  title: 'Form/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Регион',
    name: 'region',
    options: regions,
    placeholder: 'Выберите регион',
    defaultValue: '',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 384 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: 'brest' } };

export const WithHintAndError: Story = {
  args: { hint: 'Где работает ваша организация', error: 'Выберите регион', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Регион/ });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(
      'Где работает ваша организация Выберите регион',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'minsk' } };

export const Narrow: Story = { ...narrow, args: { error: 'Выберите регион' } };
