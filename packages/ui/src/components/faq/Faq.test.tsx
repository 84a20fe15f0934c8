import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Faq } from './Faq';

const items = [
  { id: '1', question: 'Вопрос 1', answer: 'Ответ 1' },
  { id: '2', question: 'Вопрос 2', answer: 'Ответ 2' },
];

describe('Faq', () => {
  it('opens one answer at a time and closes the open one on click', async () => {
    render(<Faq title="Вопросы" items={items} invalidCategoryText="invalid_category" />);
    expect(screen.getByRole('region', { name: 'Вопросы' })).toBeInTheDocument();
    const [first, second] = [
      screen.getByRole('button', { name: 'Вопрос 1' }),
      screen.getByRole('button', { name: 'Вопрос 2' }),
    ];
    expect(screen.getByText('Ответ 1')).not.toBeVisible();
    await userEvent.click(first!);
    expect(screen.getByText('Ответ 1')).toBeVisible();
    await userEvent.click(second!);
    expect(screen.getByText('Ответ 1')).not.toBeVisible();
    expect(screen.getByText('Ответ 2')).toBeVisible();
    await userEvent.click(second!);
    expect(screen.getByText('Ответ 2')).not.toBeVisible();
    expect(screen.queryByText('invalid_category')).toBeNull();
  });

  it('shows the invalid-category text for an unknown category or no questions', () => {
    const { rerender } = render(<Faq items={undefined} invalidCategoryText="invalid_category" />);
    expect(screen.getByText('invalid_category')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Faq items={[]} invalidCategoryText="Нет такой категории" />);
    expect(screen.getByText('Нет такой категории')).toBeInTheDocument();
  });
});
