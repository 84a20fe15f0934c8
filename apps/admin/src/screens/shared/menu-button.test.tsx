import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button';

function setup(onKey = vi.fn()) {
  const runs = { ru: vi.fn(), en: vi.fn(), history: vi.fn() };
  render(
    // The Escape of the menu must not reach the dialog around it.
    <div onKeyDown={(event) => onKey(event.key)}>
      <MenuButton
        label="Ещё"
        entries={[
          { key: 'ru', label: 'Предпросмотр', run: runs.ru, describedBy: 'hint' },
          { key: 'en', label: 'Предпросмотр (EN)', run: runs.en, disabled: true },
          { key: 'history', label: 'История версий', run: runs.history },
        ]}
      />
      <p id="hint">Откроется в новой вкладке</p>
    </div>,
  );
  return runs;
}

describe('MenuButton («Ещё»)', () => {
  it('is a menu button: named by its text, closed until asked, each item keeping its name', async () => {
    const runs = setup();
    const button = screen.getByRole('button', { name: 'Ещё' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Ещё' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Предпросмотр' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Предпросмотр' })).toHaveAccessibleDescription(
      'Откроется в новой вкладке',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'История версий' }));
    expect(runs.history).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('moves with the arrows (skipping a disabled item), and Esc closes it, gives the focus back and goes no further', async () => {
    const onKey = vi.fn();
    const runs = setup(onKey);
    const button = screen.getByRole('button', { name: 'Ещё' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'История версий' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Предпросмотр' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'История версий' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Предпросмотр' })).toHaveFocus();
    onKey.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(onKey).not.toHaveBeenCalledWith('Escape');
    // Enter opens it on the first item and runs the focused one.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Предпросмотр' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(runs.ru).toHaveBeenCalledTimes(1);
    // A disabled item does nothing.
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Предпросмотр (EN)' }));
    expect(runs.en).not.toHaveBeenCalled();
  });
});
