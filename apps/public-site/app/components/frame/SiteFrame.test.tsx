import { createI18nWithTexts, resources, type TextTree } from '@fuelcard/i18n';
import { I18nProvider } from '../../i18n/i18n-context';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorDetails } from '@fuelcard/offices';
import { navPanels } from '../../content/nav-panels';
import type { RootData } from '../../lib/root-data';
import { officeViews, operatorViewFixture } from '../../test-fixtures';
import { SiteFrame } from './SiteFrame';

const root: RootData = {
  lang: 'ru',
  texts: {},
  hydrate: true,
  nonce: undefined,
  links: { gasStationMap: 'https://map.example/', personalAccount: 'https://account.example/' },
  navPanels: navPanels('https://map.example/'),
  offices: officeViews(),
  operator: operatorViewFixture(),
  origin: 'https://www.example.by',
  year: 2031,
};

const link = (scope: HTMLElement, name: RegExp) => within(scope).getAllByRole('link', { name })[0]!;

async function renderFrame() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: () => (
        <SiteFrame>
          <h1>Страница</h1>
        </SiteFrame>
      ),
      HydrateFallback: () => null,
    },
  ]);
  render(
    <I18nProvider
      i18n={createI18nWithTexts({ lng: 'ru', texts: resources['ru'] as unknown as TextTree })}
    >
      <Stub initialEntries={['/']} />
    </I18nProvider>,
  );
  await screen.findByRole('heading', { name: 'Страница' });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({
      technical: true,
      functional: false,
      analytics: false,
      marketing: false,
      timestamp: new Date().toISOString(),
      user_uuid: 'x',
    }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
});

describe('SiteFrame', () => {
  it('has the header with the chosen office’s city phone as a tel: link and the outside sites in new tabs', async () => {
    await renderFrame();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Клиентский сервис в Минске');
    // The wide-screen header comes first; the menu drawer of narrow screens repeats its parts.
    expect(within(header).getAllByRole('link', { name: '+375 (17) 200-00-01' })[0]).toHaveAttribute(
      'href',
      'tel:+375172000001',
    );
    for (const [name, href] of [
      [/Поиск АЗС/, 'https://map.example/'],
      [/Личный кабинет/, 'https://account.example/'],
    ] as const) {
      const link = within(header).getAllByRole('link', { name })[0]!;
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveTextContent('(откроется в новой вкладке)');
    }
    expect(within(header).getByRole('link', { name: /RouteCard/ })).toHaveAttribute('href', '/');
    expect(link(header, /Поиск АЗС/).querySelector('svg')).not.toBeNull();
    expect(within(header).getByRole('combobox', { name: 'Поиск по сайту' })).toBeInTheDocument();
  });

  it('changes the header phone with the chosen office', async () => {
    const user = userEvent.setup();
    await renderFrame();
    await user.click(screen.getAllByRole('button', { name: /Телефоны отделений/ })[0]!);
    await user.click(screen.getAllByRole('button', { name: 'Витебское отделение' })[0]!);
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Клиентский сервис в Витебске');
    for (const phone of within(header).getAllByRole('link', { name: '+375 (212) 60-00-01' })) {
      expect(phone).toHaveAttribute('href', 'tel:+375212600001');
    }
  });

  it('has a menu button for narrow screens whose drawer holds the navigation, both outside sites, the office phones and the language', async () => {
    const user = userEvent.setup();
    await renderFrame();
    const button = screen.getByText('Меню').closest('summary')!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const drawer = document.getElementById(button.getAttribute('aria-controls')!)!;
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Основное меню' });
    for (const name of ['О компании', 'Новости', 'Оборудование и ПО', 'Контакты'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Все разделы для клиентов' })).toHaveAttribute(
      'href',
      '/clients',
    );
    // A placeholder page's link says so in the menu's panels too (design review s42b, finding 1).
    expect(
      within(nav).getByRole('link', { name: 'Правила эмитента Раздел готовится' }),
    ).toHaveAttribute('href', '/clients/issuerRules');
    expect(link(drawer, /Поиск АЗС/)).toHaveAttribute('target', '_blank');
    expect(link(drawer, /^Личный кабинет\s*\(/)).toHaveTextContent('(откроется в новой вкладке)');
    expect(within(drawer).getByRole('button', { name: /Телефоны отделений/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '+375 (17) 200-00-01' })).toHaveAttribute(
      'href',
      'tel:+375172000001',
    );
    expect(within(drawer).getByRole('link', { name: 'EN' })).toHaveAttribute('href', '?lang=en');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has both footer parts: navigation, legal links, cookie settings and the copyright with the year', async () => {
    await renderFrame();
    const footer = screen.getByRole('contentinfo');
    const navigation = within(footer).getByRole('navigation', { name: 'Навигация' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about', '/partners', '/clients', '/news', '/equipment', '/contacts']);
    const legal = within(footer).getByRole('navigation', { name: 'Правовая информация' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/rules', '/offer', '/privacy', '/help', '/cookie-policy']);
    expect(footer).toHaveTextContent('© 1992–2031. Все права защищены.');
    await waitFor(() =>
      expect(within(legal).getByRole('button', { name: 'Настройки файлов cookies' })).toBeEnabled(),
    );
  });

  it('names the operator in the footer: legal name, УНП, the register entry and the legal address', async () => {
    await renderFrame();
    const footer = screen.getByRole('contentinfo');
    // A plain section: the full block on /about, /offer and /privacy is the named region.
    const operator = within(footer).getByRole('heading', {
      name: 'Сведения об операторе',
    }).parentElement!;
    expect(operator).toHaveTextContent(operatorDetails.legalName.ru);
    expect(operator).toHaveTextContent(`УНП ${operatorDetails.unp}`);
    // The number stays whole at its hyphen (an invisible word joiner after it).
    const shown = operator.textContent!.replace(/\u2060/g, '').replace(/\s+/g, ' ');
    expect(operator.textContent).toContain('\u2060');
    expect(shown).toContain(
      `${operatorDetails.register.name.ru}, № ${operatorDetails.register.number} от 15 января 2020 г.`,
    );
    expect(operator).toHaveTextContent(`Юридический адрес: ${operatorDetails.legalAddress.ru}`);
  });

  it('starts with a link that skips to the page content', async () => {
    await renderFrame();
    // Once the stored consent is read (a passive effect; until then the server's cookie notice,
    // which CSS hides when a consent is stored, is in the document).
    await waitFor(() => expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '#main'));
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Страница' }),
    );
  });
});
