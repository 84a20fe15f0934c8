import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18nWithTexts, resources, type TextTree } from '@fuelcard/i18n';
import { describe, expect, it } from 'vitest';
import { createRoutesStub, useLocation } from 'react-router';
import {
  CLIENT_INFO_CARDS,
  GAS_STATION_MAP_LINK,
  PARTNER_INFO_CARDS,
  resolveInfoCards,
} from '../../content/info-cards';
import { I18nProvider } from '../../i18n/i18n-context';
import { InfoCardGrid } from './InfoCardGrid';

const MAP = 'https://map.example/stations';

function Landed() {
  return <p>Открыта страница {useLocation().pathname}</p>;
}

function renderCards(cards = resolveInfoCards(CLIENT_INFO_CARDS, { gasStationMap: MAP })) {
  const Stub = createRoutesStub([
    { path: '/clients', Component: () => <InfoCardGrid cards={cards} /> },
    { path: '*', Component: Landed },
  ]);
  render(
    <I18nProvider
      i18n={createI18nWithTexts({ lng: 'ru', texts: resources['ru'] as unknown as TextTree })}
    >
      <Stub initialEntries={['/clients']} />
    </I18nProvider>,
  );
}

describe('InfoCardGrid', () => {
  it('builds the four client cards from the data set: title, icon, picture and links', () => {
    renderCards();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(
      within(cards[0]!).getByRole('heading', { name: 'Электронная платежная система' }),
    ).toBeInTheDocument();
    expect(cards[0]!.getAttribute('style')).toContain('/images/cards/contract.svg');
    // One picture per card.
    expect(new Set(cards.map((card) => card.getAttribute('style'))).size).toBe(cards.length);
    expect(within(cards[0]!).getAllByRole('link')).toHaveLength(6);
  });

  it('says «Раздел готовится» after every link to a placeholder page, from the pages’ one flag', () => {
    renderCards();
    const pending = screen
      .getAllByRole('link')
      .filter((link) => link.textContent?.includes('Раздел готовится'));
    expect(pending.map((link) => link.getAttribute('href'))).toEqual([
      '/clients/nonResidentsSupport',
      '/clients/plasticCardUsageRules',
      '/clients/tollRoads',
      '/clients/forFuelPayments',
      '/clients/issuerRules',
    ]);
    expect(screen.getByRole('link', { name: 'Оплата топлива Раздел готовится' }).className).toMatch(
      /pending/,
    );
    expect(
      screen.getByRole('link', { name: 'Заключение и перезаключение договора' }).className,
    ).not.toMatch(/pending/);
  });

  it('opens http links in a new tab with rel noopener', () => {
    renderCards();
    const map = screen.getByRole('link', {
      name: /^Карта АЗС и маршрутов\s*\(откроется в новой вкладке\)$/,
    });
    expect(map).toHaveAttribute('href', MAP);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
  });

  it('sends local links through the router, in the same tab', async () => {
    const user = userEvent.setup();
    renderCards();
    const local = screen.getByRole('link', { name: 'Заключение и перезаключение договора' });
    expect(local).toHaveAttribute('href', '/clients/signAndResign');
    expect(local).not.toHaveAttribute('target');
    await user.click(local);
    expect(await screen.findByText('Открыта страница /clients/signAndResign')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('keeps the map placeholder out of the rendered links and gives partners a laptop or document icon', () => {
    const resolved = resolveInfoCards(CLIENT_INFO_CARDS, { gasStationMap: MAP });
    expect(JSON.stringify(resolved)).not.toContain(GAS_STATION_MAP_LINK);
    for (const card of PARTNER_INFO_CARDS) expect(['laptop', 'document']).toContain(card.icon);
    expect(PARTNER_INFO_CARDS.flatMap((card) => card.links.map((link) => link.href))).toEqual([
      '/partners/voiceRefService',
      '/partners/loyaltyProgram',
      '/partners/11',
      '/partners/documentsForDownload',
      '/partners/systemRules',
      '/partners/forBankInformation',
    ]);
  });
});
