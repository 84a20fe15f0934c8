import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MenuDrawer } from './MenuDrawer';

function Page({ closeKey }: { closeKey?: string }) {
  return (
    <>
      <MenuDrawer label="Меню" id="menu" closeKey={closeKey}>
        <a href="/about">О компании</a>
        <a href="/contacts">Контакты</a>
      </MenuDrawer>
      <main>
        <a href="/behind">За меню</a>
      </main>
    </>
  );
}

const button = () => screen.getByText('Меню').closest('summary')!;

describe('MenuDrawer', () => {
  it('carries both names; CSS shows «Закрыть» while open and the label while closed', async () => {
    const user = userEvent.setup();
    render(
      <MenuDrawer label="Меню" closeLabel="Закрыть" id="menu">
        <a href="/about">О компании</a>
      </MenuDrawer>,
    );
    const summary = button();
    expect(summary.children).toHaveLength(3);
    expect(within(summary).getByText('Закрыть').className).toMatch(/closeLabel/);
    expect(within(summary).getByText('Меню').className).toMatch(/openLabel/);
    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders one name when no closeLabel is given', () => {
    render(<Page />);
    expect(button().textContent).toBe('Меню');
  });

  it('is a menu button with aria-expanded and aria-controls once hydrated', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(button()).toHaveAttribute('aria-controls', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button().closest('details')).toHaveAttribute('open');
  });

  it('makes the page behind inert while open and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(button());
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    screen.getByText('Контакты').focus();
    await user.tab();
    expect(button()).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByText('Контакты')).toHaveFocus();
  });

  it('closes on Escape, returning focus to the button, and on a change of closeKey', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page closeKey="/" />);
    await user.click(button());
    screen.getByText('О компании').focus();
    await user.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    await user.click(button());
    rerender(<Page closeKey="/about" />);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes over a drawer opened before hydration', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '';
    render(<Page />, { container });
    act(() => {
      const details = button().closest('details')!;
      details.open = true;
      fireEvent(details, new Event('toggle'));
    });
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });
});
