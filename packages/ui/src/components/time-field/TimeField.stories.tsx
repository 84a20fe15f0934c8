import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { narrow } from '../../internal/story-helpers';
import { TimeField } from './TimeField';
import type { TimeFieldProps } from './TimeField';

function Stateful(props: Omit<TimeFieldProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 240 }}>
      <TimeField {...props} value={value} onValueChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Form/TimeField',
  component: TimeField,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Время начала',
    name: 'startTime',
    value: '',
    placeholder: '00:00',
    suffix: 'Минск',
    invalidLabel: 'Нет такого времени: введите его как чч:мм, от 00:00 до 23:59',
    onValueChange: () => undefined,
  },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty start: the placeholder is the time it means (00:00, the day's start). */
export const EmptyStart: Story = {};

/** An empty end: 23:59, the day's end (inclusive). */
export const EmptyEnd: Story = { args: { label: 'Время окончания', placeholder: '23:59' } };

export const Filled: Story = { args: { value: '18:30' } };

/** «900» is 09:00. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Время начала');
    await userEvent.type(input, '900');
    await userEvent.tab();
    await expect(input).toHaveValue('09:00');
  },
};

export const Impossible: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Время начала');
    await userEvent.type(input, '25:00');
    await userEvent.tab();
    await expect(input).toBeInvalid();
  },
};

export const WithoutSuffix: Story = { args: { suffix: undefined } };

export const Disabled: Story = { args: { disabled: true, value: '09:00' } };

export const Narrow: Story = { ...narrow };
