import { fireEvent, screen, within } from '@testing-library/react';
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
  it('a tablet: the menu is a rail of captioned icons, the greeting and the logout in the header', () => {
    windowOf(800);
    const { container } = renderFrame();
    expect(container.querySelector('.shell__sidebar--rail')).not.toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Разделы панели управления' });
    const news = within(menu).getByRole('link', { name: 'Новости' });
    // The name is a visible caption under the icon (review s45b, finding 5), not a hover tooltip.
    const caption = news.querySelector('.menu__caption');
    expect(caption?.textContent).toBe('Новости');
    expect(caption).not.toHaveClass('visually-hidden');
    expect(news).not.toHaveAttribute('title');
    // The spec's names whole under their icons (review s49, finding 2 reversed s48's short
    // captions «Панель», «Админы», «Журнал», which renamed them), with no tooltip needed.
    for (const whole of ['Панель управления', 'Администраторы', 'Журнал действий']) {
      const link = within(menu).getByRole('link', { name: whole });
      expect(link.querySelector('.menu__caption')?.textContent).toBe(whole);
      expect(link).not.toHaveAttribute('title');
    }
    expect(screen.getByText('Добро пожаловать в панель управления')).toBeInTheDocument();
    // The role as a pill, read out with its label (review s45b, finding 11).
    expect(screen.getByText('Суперадминистратор').closest('.role-pill')).toHaveTextContent(
      'Роль: Суперадминистратор',
    );
    // The brand says what the frame is without a fourth «Панель управления».
    expect(container.querySelector('.brand__product')?.textContent).toBe('Администрирование');
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
  });

  // Review s48b, finding 3: the spec's greeting is in the phone's bar too, not only in the sheet.
  it('a phone: the bar greets — «Добро пожаловать» over the role in the account chip, named by both', () => {
    windowOf(375);
    const { container } = renderFrame();
    const header = container.querySelector('.shell__header')!;
    const chip = within(header as HTMLElement).getByRole('button', {
      name: 'Добро пожаловать, anna, Роль: Суперадминистратор',
    });
    expect(chip.querySelector('.account-chip__welcome')).toHaveTextContent(/^Добро пожаловать$/);
    expect(chip.querySelector('.account-chip__role')).toHaveTextContent(/^Суперадминистратор$/);
  });

  it('a phone: one bar with «Меню»; a desk: the full sidebar without tooltips', () => {
    windowOf(375);
    const phone = renderFrame();
    expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Разделы панели управления' })).toBeNull();
    // Who is signed in, on the bar (review s45b, finding 11): the initial and the role; a tap
    // opens the sheet with the full greeting.
    const chip = screen.getByRole('button', {
      name: 'Добро пожаловать, anna, Роль: Суперадминистратор',
    });
    expect(chip).toHaveTextContent('A');
    fireEvent.click(chip);
    const sheet = screen.getByRole('dialog', { name: 'Меню' });
    expect(within(sheet).getByText('Добро пожаловать в панель управления')).toBeInTheDocument();
    expect(within(sheet).getByText('Роль: Суперадминистратор')).toBeInTheDocument();
    phone.unmount();
    windowOf(1440);
    const desk = renderFrame();
    expect(desk.container.querySelector('.shell__sidebar--rail')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Разделы панели управления' });
    expect(within(menu).getByRole('link', { name: 'Новости' })).not.toHaveAttribute('title');
  });

  // Review s47, finding 7 (was s46's greeting alone on the left and «Выйти» outlined): one
  // identity cluster — the avatar, the greeting over the name and the role chip — then a ghost
  // «Выйти», on a desk and a tablet alike; the tablet keeps the name.
  for (const width of [1440, 800]) {
    it(`${width}: one identity cluster — greeting, name and role chip together — and a ghost «Выйти»`, () => {
      windowOf(width);
      const { container } = renderFrame();
      const header = container.querySelector('.shell__header')!;
      const cluster = header.querySelector('.shell__account')!;
      expect(header.children).toHaveLength(1);
      expect(header.firstElementChild).toBe(cluster);
      const greeting = cluster.querySelector('.shell__greeting')!;
      expect(greeting.querySelector('.shell__welcome')).toHaveTextContent(
        'Добро пожаловать в панель управления',
      );
      const chip = greeting.querySelector('.user-chip')!;
      expect(chip.querySelector('.user-chip__name')).toHaveTextContent('anna');
      expect(chip.querySelector('.role-pill')).toHaveTextContent('Роль: Суперадминистратор');
      expect(chip.querySelector('.user-chip__separator')).toBeNull();
      const logout = within(cluster as HTMLElement).getByRole('button', { name: 'Выйти' });
      expect(logout.className).toMatch(/ghost/);
      expect(logout).toHaveClass('shell__logout');
      expect(logout.querySelector('svg')).not.toBeNull();
    });
  }
});
