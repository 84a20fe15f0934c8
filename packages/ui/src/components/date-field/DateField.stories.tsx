import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { DateField } from './DateField';
import type { DateFieldProps } from './DateField';

/** The field with its state, as a form keeps it (ISO `YYYY-MM-DD`). */
function Stateful(props: Omit<DateFieldProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360, minHeight: 420 }}>
      <DateField {...props} value={value} onValueChange={setValue} />
      <p style={{ fontSize: 14 }}>
        Значение формы: <code data-testid="value">{value === '' ? '(пусто)' : value}</code>
      </p>
    </div>
  );
}

const meta = {
  title: 'Form/DateField',
  component: DateField,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Показывать с',
    name: 'startDate',
    value: '',
    placeholder: 'дд.мм.гггг',
    onValueChange: () => undefined,
    labels: {
      openCalendar: 'Выбрать дату в календаре',
      calendar: 'Календарь',
      invalid: 'Нет такой даты: введите её как дд.мм.гггг',
    },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the muted placeholder says how to type a date. */
export const Empty: Story = {};

export const Filled: Story = { args: { value: '2026-12-06' } };

/** Typed «6.12.2026»: the form has the ISO day at once, the field writes it out on blur. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Показывать с');
    await userEvent.type(input, '6.12.2026');
    await userEvent.tab();
    await expect(input).toHaveValue('06.12.2026');
    await expect(canvas.getByTestId('value')).toHaveTextContent('2026-12-06');
  },
};

/** No such day: the field's error, in the form's language. */
export const Impossible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Показывать с');
    await userEvent.type(input, '31.02.2026');
    await userEvent.tab();
    await expect(input).toBeInvalid();
  },
};

/**
 * The calendar, Monday first, opened on the chosen month (it loads lazily: the story tests see it
 * once their act() has settled, and check it with axe).
 */
export const CalendarOpen: Story = {
  args: { value: '2026-12-06' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать дату в календаре' }));
  },
};

export const English: Story = {
  args: {
    label: 'Show from',
    value: '2026-12-06',
    placeholder: 'dd.mm.yyyy',
    language: 'en',
    labels: {
      openCalendar: 'Pick a date',
      calendar: 'Calendar',
      invalid: 'No such date: type it as dd.mm.yyyy',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pick a date' }));
  },
};

export const WithError: Story = { args: { error: 'Не раньше даты «Показывать с»' } };

export const Disabled: Story = { args: { disabled: true, value: '2026-12-06' } };

export const LongRussianText: Story = { args: { label: longRussianText, hint: longRussianText } };

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать дату в календаре' }));
  },
};
