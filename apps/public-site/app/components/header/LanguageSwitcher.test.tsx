import { LANGUAGE_CHANGE_FAILED_ERROR } from '@fuelcard/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useStoredLanguage } from '../../hooks/use-language-switch';
import { renderWithSite } from '../../test-utils';
import { LanguageSwitcher } from './LanguageSwitcher';

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('LanguageSwitcher', () => {
  it('offers RU and EN as ?lang= links, the current one marked', async () => {
    renderWithSite(<LanguageSwitcher lang="ru" />, { loader: () => null });
    const group = await screen.findByRole('group', { name: 'Язык сайта' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RU' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'EN' })).toHaveAttribute('href', '?lang=en');
  });

  it('stores the choice in local storage and the lang cookie and reloads the page data', async () => {
    const user = userEvent.setup();
    const loader = vi.fn(() => null);
    renderWithSite(<LanguageSwitcher lang="ru" />, { loader });
    await user.click(await screen.findByRole('link', { name: 'EN' }));
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
  });

  it('drops a ?lang= from the address, which would override the cookie', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <>
        <LanguageSwitcher lang="en" />
        <Where />
      </>,
      { path: '/news?lang=en&page=2', loader: () => null },
    );
    await user.click(await screen.findByRole('link', { name: 'RU' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('/news?page=2'));
    expect(document.cookie).toContain('lang=ru');
  });

  it('does nothing for the current language', async () => {
    const user = userEvent.setup();
    const loader = vi.fn(() => null);
    renderWithSite(<LanguageSwitcher lang="ru" />, { loader });
    await user.click(await screen.findByRole('link', { name: 'RU' }));
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('logs a console error when the change fails', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    renderWithSite(<LanguageSwitcher lang="ru" />, { loader: () => null });
    await user.click(await screen.findByRole('link', { name: 'EN' }));
    expect(error).toHaveBeenCalledWith(LANGUAGE_CHANGE_FAILED_ERROR, expect.any(DOMException));
  });
});

function Stored({ lang }: { lang: 'ru' | 'en' }) {
  useStoredLanguage(lang);
  return <p>stored</p>;
}

describe('useStoredLanguage', () => {
  it('stores the page language when nothing was chosen', async () => {
    renderWithSite(<Stored lang="ru" />);
    await screen.findByText('stored');
    await waitFor(() => expect(localStorage.getItem('i18nextLng')).toBe('ru'));
  });

  it('keeps the cookie choice in local storage, by as by', async () => {
    document.cookie = 'lang=by; Path=/';
    renderWithSite(<Stored lang="ru" />);
    await screen.findByText('stored');
    await waitFor(() => expect(localStorage.getItem('i18nextLng')).toBe('by'));
  });

  it('honours a language stored only in local storage: it becomes the cookie and the page data reloads', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const loader = vi.fn(() => null);
    renderWithSite(<Stored lang="ru" />, { loader });
    await screen.findByText('stored');
    await waitFor(() => expect(document.cookie).toContain('lang=en'));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
