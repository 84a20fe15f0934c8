import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import { DashboardLayout } from './dashboard-layout';

/** A window of this width: `(max-width: …px)` queries answer as a browser would. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

const SESSION = { message: 'ok', role: 'superadmin' as const, id: 2, username: 'anna' };

function renderFrame() {
  return renderConsole(
    <DashboardLayout session={SESSION} onLogout={() => {}}>
      <p>страница</p>
    </DashboardLayout>,
    { api: fakeApi() },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardLayout by width', () => {
  it('a tablet: the menu is a rail of named icons, the greeting and the logout in the header', () => {
    windowOf(800);
    const { container } = renderFrame();
    expect(container.querySelector('.shell__sidebar--rail')).not.toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Разделы панели управления' });
    const news = within(menu).getByRole('link', { name: 'Новости' });
    // The name is read out and shown on hover.
    expect(news).toHaveAttribute('title', 'Новости');
    expect(screen.getByText('Добро пожаловать в панель управления')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
  });

  it('a phone: one bar with «Меню»; a desk: the full sidebar without tooltips', () => {
    windowOf(375);
    const phone = renderFrame();
    expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Разделы панели управления' })).toBeNull();
    phone.unmount();
    windowOf(1440);
    const desk = renderFrame();
    expect(desk.container.querySelector('.shell__sidebar--rail')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Разделы панели управления' });
    expect(within(menu).getByRole('link', { name: 'Новости' })).not.toHaveAttribute('title');
  });
});
