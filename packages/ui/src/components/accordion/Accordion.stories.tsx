import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Accordion } from './Accordion';

const groups = [
  { id: 'by', title: 'Беларусь', content: <p>Минск, Брест, Витебск, Гомель, Гродно, Могилёв.</p> },
  { id: 'ru', title: 'Россия', content: <p>Смоленский филиал.</p> },
  { id: 'other', title: 'Другие страны', content: <p>Обслуживание нерезидентов.</p> },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: groups, mode: 'multiple' },
  argTypes: { mode: { control: 'inline-radio', options: ['single', 'multiple'] } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const MultipleOpen: Story = {
  args: { defaultOpenIds: ['by', 'ru'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Беларусь' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Россия' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const SingleOpen: Story = {
  args: { mode: 'single' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Беларусь' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Россия' }));
    await expect(canvas.getByRole('button', { name: 'Беларусь' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('region', { name: 'Россия' })).toBeVisible();
  },
};

export const WithDisabledItem: Story = {
  args: {
    items: [...groups, { id: 'soon', title: 'Скоро', content: 'Нет данных', disabled: true }],
  },
};

export const LongRussianText: Story = {
  args: {
    items: [{ id: 'long', title: longRussianText, content: <p>{longRussianText}</p> }],
    defaultOpenIds: ['long'],
  },
};

export const Narrow: Story = { ...narrow, args: { ...LongRussianText.args } };
