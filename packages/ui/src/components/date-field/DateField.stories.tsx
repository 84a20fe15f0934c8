import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import Calendar from './Calendar';
import { DateField } from './DateField';
import styles from './date-field.module.css';
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
 * The calendar as the field's button opens it: Monday first, on the chosen month. Drawn here
 * directly (the field loads it lazily on the first press; a story that pressed the button raced
 * that load against the story tests' act() on a busy machine). Opening it from the field is
 * covered by the field's unit tests and the console's browser journeys.
 */
function OpenCalendar({ value, language }: { value: string; language: 'ru' | 'en' }) {
  const [picked, setPicked] = useState(value);
  return (
    <div
      role="dialog"
      aria-label={language === 'en' ? 'Calendar' : 'Календарь'}
      className={styles.popover}
      style={{ position: 'static', display: 'inline-block' }}
    >
      <Calendar value={picked} language={language} onPick={setPicked} />
    </div>
  );
}

export const CalendarOpen: Story = {
  args: { value: '2026-12-06' },
  render: (args) => <OpenCalendar value={args.value} language="ru" />,
};

export const English: Story = {
  args: { value: '2026-12-06' },
  render: (args) => <OpenCalendar value={args.value} language="en" />,
};

export const WithError: Story = { args: { error: 'Не раньше даты «Показывать с»' } };

export const Disabled: Story = { args: { disabled: true, value: '2026-12-06' } };

export const LongRussianText: Story = { args: { label: longRussianText, hint: longRussianText } };

export const Narrow: Story = { ...narrow };
