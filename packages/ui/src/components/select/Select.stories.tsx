import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Select } from './Select';

const offices = [
  { value: '1', label: 'Минск' },
  { value: '2', label: 'Брест' },
  { value: '3', label: 'Витебск' },
  { value: '4', label: 'Гомель' },
  { value: '5', label: 'Гродно' },
  { value: '6', label: 'Могилёв' },
];

const meta = {
  title: 'Form/Select',
  component: Select,
  args: {
    label: 'Телефон отдела',
    options: offices,
    defaultValue: '1',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Телефон отдела' }));
    await expect(canvas.getByRole('listbox')).toBeVisible();
  },
};

export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await expect(combobox).toHaveTextContent('Брест');
  },
};

export const Placeholder: Story = {
  args: { defaultValue: null, placeholder: 'Выберите отделение' },
};

export const Sort: Story = {
  args: {
    label: 'Сортировка',
    options: [
      { value: 'newest', label: 'Сначала новые' },
      { value: 'oldest', label: 'Сначала старые' },
    ],
    defaultValue: 'newest',
  },
};

/**
 * With `hrefForValue` the options are links (in the app `/news?sort=oldest`; fragments here): a
 * native disclosure that opens and navigates without JavaScript, for choices that change the page.
 */
export const Links: Story = {
  args: {
    ...Sort.args,
    hrefForValue: (sort: string) => `#sort-${sort}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    const details = canvasElement.querySelector('details')!;
    const summary = details.querySelector('summary')!;
    await userEvent.click(summary);
    await expect(details).toHaveAttribute('open');
    await expect(summary).toHaveAttribute('data-open');
    await expect(canvas.getByRole('link', { name: 'Сначала старые' })).toHaveAttribute(
      'href',
      '#sort-oldest',
    );
    await expect(canvas.getByRole('link', { name: 'Сначала новые' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const LinksLongRussianText: Story = {
  args: {
    label: longRussianText,
    options: [{ value: 'long', label: longRussianText }, ...offices],
    defaultValue: 'long',
    hrefForValue: (value: string) => `#office-${value}`,
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string>('3');
    return (
      <>
        <Select {...args} value={value} onChange={setValue} />
        <p>Выбрано: {value}</p>
      </>
    );
  },
};

export const WithDisabledOption: Story = {
  args: { options: offices.map((office) => ({ ...office, disabled: office.value === '2' })) },
};

export const Disabled: Story = { args: { disabled: true } };

/** The console's news form: the priority, submitted under `name` (a hidden input). */
export const NewsPriority: Story = {
  args: {
    label: 'Приоритет',
    name: 'priority',
    options: [
      { value: 'A', label: 'A — показывать первой' },
      { value: 'B', label: 'B — обычный' },
    ],
    defaultValue: 'B',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[type="hidden"][name="priority"]')).toHaveValue(
      'B',
    );
  },
};

/** The same while the form is sent. */
export const NewsPriorityDisabled: Story = {
  args: { ...NewsPriority.args, disabled: true },
};

export const WithError: Story = {
  args: { defaultValue: null, placeholder: 'Не выбрано', error: 'Выберите отделение' },
};

export const LabelHidden: Story = { args: { labelHidden: true } };

export const LongRussianText: Story = {
  args: {
    label: longRussianText,
    options: [{ value: 'long', label: longRussianText }, ...offices],
    defaultValue: 'long',
  },
};

export const Narrow: Story = { ...narrow };
