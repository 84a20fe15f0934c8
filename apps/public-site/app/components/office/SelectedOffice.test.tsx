import { SELECTED_OFFICE_STORAGE_KEY } from '@fuelcard/offices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { officeViews } from '../../test-fixtures';
import { renderWithSite } from '../../test-utils';
import { FooterOffice } from '../footer/FooterOffice';
import { OfficeDropdown } from '../header/OfficeDropdown';
import { SelectedOfficeProvider } from './SelectedOfficeProvider';

function renderFrame() {
  const offices = officeViews('ru');
  return renderWithSite(
    <SelectedOfficeProvider offices={offices}>
      <OfficeDropdown offices={offices} />
      <p data-testid="outside">outside</p>
      <footer>
        <FooterOffice />
      </footer>
    </SelectedOfficeProvider>,
  );
}

const toggle = () => screen.getByRole('button', { name: /Телефоны отделений/ });

beforeEach(() => sessionStorage.clear());

describe('the selected office', () => {
  it('starts as Minsk', async () => {
    renderFrame();
    expect(await screen.findByRole('heading', { name: /Минское отделение/ })).toBeInTheDocument();
    expect(toggle()).toHaveTextContent('Минское отделение');
  });

  it('changes on a choice, is saved to session storage, and the dropdown closes', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(await screen.findByRole('button', { name: /Телефоны отделений/ }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Гомельское отделение' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveTextContent('Гомельское отделение');
    expect(sessionStorage.getItem(SELECTED_OFFICE_STORAGE_KEY)).toBe('4');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('246050, Республика Беларусь, г. Гомель');
    expect(footer).toHaveTextContent('+375 (232) 70-00-02 (факс)');
  });

  it('is restored from session storage after hydration', async () => {
    sessionStorage.setItem(SELECTED_OFFICE_STORAGE_KEY, '5');
    renderFrame();
    await waitFor(() => expect(toggle()).toHaveTextContent('Гродненское отделение'));
  });

  it.each(['99', 'Минск', '{"id":"x"}'])(
    'ignores an invalid saved value %j with a console warning',
    async (saved) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      sessionStorage.setItem(SELECTED_OFFICE_STORAGE_KEY, saved);
      renderFrame();
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring invalid saved office')),
      );
      expect(toggle()).toHaveTextContent('Минское отделение');
    },
  );
});

describe('the office dropdown', () => {
  it('closes on a click outside and on Escape, and its arrow is green only while open', async () => {
    const user = userEvent.setup();
    renderFrame();
    const arrow = () => toggle().querySelector('[aria-hidden="true"]:last-child');
    expect(arrow()).not.toHaveAttribute('data-open');
    await user.click(toggle());
    expect(arrow()).toHaveAttribute('data-open');
    const menu = document.getElementById(toggle().getAttribute('aria-controls') ?? '')!;
    expect(within(menu).getByRole('link', { name: 'Все контакты' })).toHaveAttribute(
      'href',
      '/contacts',
    );
    await user.click(screen.getByTestId('outside'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('marks the chosen office', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(toggle());
    expect(screen.getByRole('button', { name: 'Минское отделение' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Брестское отделение' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('the footer office block', () => {
  it('shows the address, three working-hour lines, three e-mails and the phones with their suffixes', async () => {
    renderFrame();
    const footer = await screen.findByRole('contentinfo');
    for (const text of [
      'Пн–Чт 08:30–17:30',
      'Пт 08:30–16:15',
      'Сб–\u2060Вс: выходные',
      'Для организаций',
      'Для обращений клиентов',
      'Техническая поддержка',
    ]) {
      expect(footer).toHaveTextContent(text);
    }
    expect(screen.getByRole('link', { name: 'office.minsk@routecard.example' })).toHaveAttribute(
      'href',
      'mailto:office.minsk@routecard.example',
    );
    expect(screen.getByRole('link', { name: '+375 (17) 200-00-01' })).toHaveAttribute(
      'href',
      'tel:+375172000001',
    );
    expect(footer).toHaveTextContent('+375 (17) 200-00-01 (тел./факс)');
    expect(footer).toHaveTextContent('+375 (17) 200-00-03 (факс)');
    expect(screen.getByRole('link', { name: 'Все контакты' })).toHaveAttribute('href', '/contacts');
  });

  it('keeps the first phone and «Все контакты» outside the phones’ disclosure; the other phones, hours and e-mails inside it', async () => {
    renderFrame();
    const footer = await screen.findByRole('contentinfo');
    const disclosure = footer.querySelector('details')!;
    expect(disclosure.querySelector('summary')).toHaveTextContent(
      'Режим работы, телефоны и e-mail',
    );
    expect(disclosure).not.toHaveAttribute('open');
    const first = screen.getByRole('link', { name: '+375 (17) 200-00-01' });
    expect(disclosure.contains(first)).toBe(false);
    expect(disclosure.contains(screen.getByRole('link', { name: 'Все контакты' }))).toBe(false);
    expect(disclosure.contains(footer.querySelector('address'))).toBe(false);
    expect(disclosure.contains(screen.getByRole('link', { name: '+375 (17) 200-00-03' }))).toBe(
      true,
    );
    expect(disclosure).toHaveTextContent('Пн–Чт 08:30–17:30');
    expect(
      disclosure.contains(screen.getByRole('link', { name: 'office.minsk@routecard.example' })),
    ).toBe(true);
  });
});
