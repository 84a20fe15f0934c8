import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './Toggle';

describe('Toggle', () => {
  it('is a labelled switch that flips with click, Space and Enter', async () => {
    const onCheckedChange = vi.fn();
    render(<Toggle label="Функциональные" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Функциональные' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows the checked prop when controlled', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return <Toggle label="Маркетинговые" checked={on} onCheckedChange={setOn} />;
    }
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Маркетинговые' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('cannot be changed when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Toggle label="Технические" checked disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Технические' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
