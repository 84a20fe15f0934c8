import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles through its visible label', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Согласен" onChange={onChange} />);
    await userEvent.click(screen.getByText('Согласен'));
    expect(screen.getByRole('checkbox', { name: 'Согласен' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('wires the error and respects disabled', async () => {
    render(<Checkbox label="Согласен" error="Подтвердите согласие" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Согласен' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Подтвердите согласие');
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  // Changed in s46 (review s45b, finding 7): the error is under the tile (it was above it).
  it('shows the error under the tile and the hint under the label, both describing the box', () => {
    const { container } = render(
      <Checkbox label="Согласен" hint="Можно отозвать" error="Подтвердите согласие" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Согласен' });
    expect(box).toHaveAccessibleDescription('Можно отозвать Подтвердите согласие');
    const root = container.firstElementChild!;
    expect(root.lastElementChild).toHaveTextContent('Подтвердите согласие');
    expect(root.lastElementChild!.compareDocumentPosition(box)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    expect(root.className).toMatch(/invalid/);
  });
});
