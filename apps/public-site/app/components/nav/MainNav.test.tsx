import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navPanels } from '../../content/nav-panels';
import { renderWithSite } from '../../test-utils';
import { MainNav } from './MainNav';
import { MENU_CONTENT_DELAY_MS } from './use-nav-panel';

const MAP = 'https://map.example/';

async function renderNav(path = '/') {
  renderWithSite(<MainNav panels={navPanels(MAP)} />, { path });
  await act(async () => {});
  return {
    partners: screen.getByRole('button', { name: 'Партнерам' }),
    clients: screen.getByRole('button', { name: 'Клиентам' }),
  };
}

const panel = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '')!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('MainNav', () => {
  it('has the four links and the two panel buttons', async () => {
    await renderNav();
    expect(screen.getByRole('link', { name: 'О компании' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Новости' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('link', { name: 'Оборудование и ПО' })).toHaveAttribute(
      'href',
      '/equipment',
    );
    expect(screen.getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/contacts');
  });

  it('marks the panel button of the section shown, like the links of the page shown', async () => {
    for (const [path, current] of [
      ['/clients', 'clients'],
      ['/Clients/signAndResign', 'clients'],
      ['/partners/loyaltyProgram', 'partners'],
      ['/clientsx', null],
      ['/about', null],
    ] as const) {
      const buttons = await renderNav(path);
      for (const name of ['clients', 'partners'] as const)
        expect(buttons[name].hasAttribute('data-current'), `${path} ${name}`).toBe(name === current);
      document.body.innerHTML = '';
    }
  });

  it('shows a panel’s content 300 ms after it opens', async () => {
    const { clients } = await renderNav();
    fireEvent.click(clients);
    expect(clients).toHaveAttribute('aria-expanded', 'true');
    expect(panel(clients)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Электронная платежная система' })).toBeNull();
    act(() => vi.advanceTimersByTime(MENU_CONTENT_DELAY_MS - 1));
    expect(screen.queryByRole('heading', { name: 'Электронная платежная система' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    for (const title of [
      'Электронная платежная система',
      'Топливные карточки и АЗС',
      'Нормативные документы',
      'Услуги и ПО',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('link', { name: 'Заключение и перезаключение договора' }),
    ).toHaveAttribute('href', '/clients/signAndResign');
  });

  it('opens the map of the fuel-cards group in a new tab', async () => {
    const { clients } = await renderNav();
    fireEvent.click(clients);
    act(() => vi.advanceTimersByTime(MENU_CONTENT_DELAY_MS));
    const map = screen.getByRole('link', { name: /Карта АЗС и маршрутов/ });
    expect(map).toHaveAttribute('href', MAP);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps one panel open at a time and closes the open one on a second click', async () => {
    const { partners, clients } = await renderNav();
    fireEvent.click(partners);
    act(() => vi.advanceTimersByTime(MENU_CONTENT_DELAY_MS));
    expect(screen.getByRole('heading', { name: 'Прикладные программы и ПО' })).toBeInTheDocument();
    fireEvent.click(clients);
    expect(partners).toHaveAttribute('aria-expanded', 'false');
    expect(panel(partners)).not.toBeVisible();
    expect(clients).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(clients);
    expect(clients).toHaveAttribute('aria-expanded', 'false');
    expect(panel(clients)).not.toBeVisible();
  });

  it('closes with its close button or Escape and gives the focus back to its button', async () => {
    const { partners } = await renderNav();
    fireEvent.click(partners);
    act(() => vi.advanceTimersByTime(MENU_CONTENT_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(partners).toHaveAttribute('aria-expanded', 'false');
    expect(partners).toHaveFocus();

    fireEvent.click(partners);
    act(() => vi.advanceTimersByTime(MENU_CONTENT_DELAY_MS));
    const link = screen.getByRole('link', { name: 'Программа лояльности' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(partners).toHaveAttribute('aria-expanded', 'false');
    expect(partners).toHaveFocus();
  });
});
