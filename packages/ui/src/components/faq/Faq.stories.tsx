import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Faq } from './Faq';

const questions = [
  {
    id: 'q1',
    question: 'Как заключить договор?',
    answer: 'Зарегистрируйтесь в личном кабинете и отправьте заявление.',
  },
  { id: 'q2', question: 'Где получить карту?', answer: 'В сервисном центре после оплаты счёта.' },
  {
    id: 'q3',
    question: 'Как узнать баланс?',
    answer: 'В личном кабинете или по телефону справочной службы.',
  },
  { id: 'q4', question: 'Можно ли заблокировать карту?', answer: 'Да, круглосуточно.' },
  {
    id: 'q5',
    question: 'Кто такой нерезидент?',
    answer: 'Организация, зарегистрированная за пределами Беларуси.',
  },
];

const meta = {
  title: 'Content/FAQ',
  component: Faq,
  args: { title: 'Частые вопросы', items: questions, invalidCategoryText: 'invalid_category' },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Как заключить договор?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Где получить карту?' }));
    await expect(canvas.getByRole('button', { name: 'Как заключить договор?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByText('В сервисном центре после оплаты счёта.')).toBeVisible();
  },
};

export const InvalidCategory: Story = { args: { items: undefined } };

export const LongRussianText: Story = {
  args: { items: [{ id: 'long', question: longRussianText, answer: longRussianText }] },
};

export const Narrow: Story = { ...narrow };
