import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { id: 'a', title: 'Первый', content: 'Ответ один' },
  { id: 'b', title: 'Второй', content: 'Ответ два' },
  { id: 'c', title: 'Третий', content: 'Ответ три' },
];

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('links each button to its panel and toggles it', async () => {
    render(<Accordion items={items} />);
    const button = trigger('Первый');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('region', { name: 'Первый' })).toBe(panel);
    await userEvent.click(button);
    expect(panel).not.toBeVisible();
  });

  it('keeps several panels open in multiple mode', async () => {
    render(<Accordion items={items} mode="multiple" />);
    await userEvent.click(trigger('Первый'));
    await userEvent.click(trigger('Второй'));
    expect(trigger('Первый')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Второй')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps one panel open in single mode and closes the open one on click', async () => {
    const onOpenChange = vi.fn();
    render(<Accordion items={items} mode="single" onOpenChange={onOpenChange} />);
    await userEvent.click(trigger('Первый'));
    await userEvent.click(trigger('Второй'));
    expect(trigger('Первый')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Второй')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger('Второй'));
    expect(trigger('Второй')).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange.mock.calls).toEqual([[['a']], [['b']], [[]]]);
  });

  it('moves between headers with arrows, Home and End, skipping disabled ones', async () => {
    render(
      <Accordion
        items={[
          ...items.slice(0, 2),
          { ...items[2]!, disabled: true },
          { id: 'd', title: 'Четвёртый', content: '4' },
        ]}
      />,
    );
    trigger('Первый').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger('Второй')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger('Четвёртый')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger('Первый')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(trigger('Четвёртый')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(trigger('Первый')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(trigger('Четвёртый')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(trigger('Четвёртый')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(trigger('Четвёртый')).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows openIds when controlled and uses the heading level', () => {
    render(<Accordion items={items} openIds={['c']} headingLevel={4} />);
    expect(trigger('Третий')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});
