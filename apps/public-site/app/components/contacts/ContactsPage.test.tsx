import { INVALID_COORDINATES_WARNING } from '@fuelcard/i18n';
import { DEFAULT_MAP_CENTER, MAP_ZOOM } from '@fuelcard/offices';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../lib/consent-record';
import { officeViews, smolenskView } from '../../test-fixtures';
import { renderWithSite } from '../../test-utils';
import { ConsentProvider } from '../consent/ConsentProvider';
import { ContactsPage } from './ContactsPage';

/** A stand-in for the Yandex Maps API that records what the page asks of it. */
function fakeYmaps() {
  const calls = {
    maps: [] as unknown[],
    placemarks: [] as unknown[][],
    centers: [] as unknown[][],
  };
  window.ymaps = {
    ready: (onReady: () => void) => onReady(),
    Map: class {
      geoObjects = { add: () => undefined };
      constructor(_element: HTMLElement, state: unknown) {
        calls.maps.push(state);
      }
      setCenter(...args: unknown[]) {
        calls.centers.push(args);
      }
      destroy() {}
    },
    Placemark: class {
      constructor(...args: unknown[]) {
        calls.placemarks.push(args);
      }
    },
  } as unknown as Window['ymaps'];
  return calls;
}

function allowMap() {
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      technical: true,
      functional: true,
      analytics: true,
      marketing: false,
      timestamp: new Date().toISOString(),
      user_uuid: 'x',
    }),
  );
}

function renderContacts(belarus = officeViews()) {
  return renderWithSite(
    <ConsentProvider>
      <ContactsPage lang="ru" mapsApiKey="key-1" belarus={belarus} russia={[smolenskView()]} />
    </ConsentProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
});
afterEach(() => {
  delete window.ymaps;
  vi.unstubAllGlobals();
});

describe('ContactsPage', () => {
  it('groups the branches: Belarus with six and Russia with Smolensk, both open', async () => {
    const user = userEvent.setup();
    allowMap();
    fakeYmaps();
    renderContacts();
    const belarus = screen.getByRole('button', { name: 'Беларусь' });
    const russia = screen.getByRole('button', { name: 'Россия' });
    expect(belarus).toHaveAttribute('aria-expanded', 'true');
    expect(russia).toHaveAttribute('aria-expanded', 'true');
    const belarusPanel = document.getElementById(belarus.getAttribute('aria-controls') ?? '')!;
    expect(within(belarusPanel).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Дочерняя компания в Смоленске' })).toBeVisible();
    await user.click(russia);
    expect(russia).toHaveAttribute('aria-expanded', 'false');
    await user.click(belarus);
    expect(belarus).toHaveAttribute('aria-expanded', 'false');
  });

  it('without consent shows the offline sketch with a pin per branch; a location button highlights its office', async () => {
    const user = userEvent.setup();
    renderContacts();
    const sketch = screen.getByRole('img', { name: /Схема: отделения в Беларуси/ });
    // The offices first, the map after «Россия» (design review s42b, finding 6).
    expect(
      screen.getByRole('button', { name: 'Россия' }).compareDocumentPosition(sketch) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(sketch.querySelectorAll('[data-selected]')).toHaveLength(1);
    expect(sketch).toHaveTextContent('Смоленск');
    expect(sketch.querySelector('[data-selected]')).toHaveTextContent('Минск');
    await user.click(
      screen.getByRole('button', { name: /Показать на карте: Брестское отделение/ }),
    );
    expect(sketch.querySelector('[data-selected]')).toHaveTextContent('Брест');
    const card = screen.getByRole('region', { name: 'Выбранное отделение' });
    expect(card).toHaveTextContent('Брестское отделение');
    expect(within(card).getByRole('link', { name: '+375 (162) 20-00-01' })).toHaveAttribute(
      'href',
      'tel:+375162200001',
    );
    expect(
      screen.getByRole('button', { name: /Показать на карте: Брестское отделение/ }),
    ).toHaveAttribute('aria-current', 'true');
    expect(document.querySelector('script[src*="api-maps.yandex.ru"]')).toBeNull();
  });

  it('shows each branch’s address, phones with suffixes, e-mail and a location button', () => {
    renderContacts();
    const minsk = screen.getByRole('heading', { name: 'Минское отделение' }).closest('article')!;
    expect(minsk).toHaveTextContent('г. Минск, ул. Московская, 22, офис 301');
    expect(within(minsk).getByRole('link', { name: '+375 (17) 200-00-01' })).toHaveAttribute(
      'href',
      'tel:+375172000001',
    );
    expect(minsk).toHaveTextContent('(тел./факс)');
    expect(
      within(minsk).getByRole('link', { name: 'office.minsk@routecard.example' }),
    ).toHaveAttribute('href', 'mailto:office.minsk@routecard.example');
    expect(within(minsk).getByRole('button', { name: /Показать на карте/ })).toBeInTheDocument();
  });

  it('builds the map with the Minsk centre, zoom 17 and 80×80 markers for the seven branches', async () => {
    allowMap();
    const calls = fakeYmaps();
    renderContacts();
    await waitFor(() => expect(calls.maps).toHaveLength(1));
    expect(calls.maps[0]).toMatchObject({ center: DEFAULT_MAP_CENTER, zoom: MAP_ZOOM });
    expect(calls.placemarks).toHaveLength(7);
    expect(calls.placemarks[6]?.[0]).toEqual([54.771325, 32.053075]);
    expect(calls.placemarks[0]?.[2]).toMatchObject({ iconImageSize: [80, 80] });
  });

  it('recentres the map on a branch by click, Enter or Space on its button', async () => {
    const user = userEvent.setup();
    allowMap();
    const calls = fakeYmaps();
    renderContacts();
    await waitFor(() => expect(calls.maps).toHaveLength(1));
    await user.click(
      screen.getByRole('button', { name: /Показать на карте: Брестское отделение/ }),
    );
    expect(calls.centers.at(-1)).toEqual([[52.097621, 23.73405], MAP_ZOOM, { duration: 300 }]);
    screen.getByRole('button', { name: /Показать на карте: Гомельское отделение/ }).focus();
    await user.keyboard('{Enter}');
    expect(calls.centers.at(-1)?.[0]).toEqual([52.42416, 31.014281]);
    screen.getByRole('button', { name: /Показать на карте: Минское отделение/ }).focus();
    await user.keyboard(' ');
    expect(calls.centers.at(-1)?.[0]).toEqual(DEFAULT_MAP_CENTER);
    expect(calls.centers).toHaveLength(3);
  });

  it('ignores a branch with invalid coordinates, with a console warning', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    allowMap();
    const calls = fakeYmaps();
    const broken = officeViews().map((office) =>
      office.id === 2 ? { ...office, coordinates: [52.1] } : office,
    );
    renderContacts(broken);
    await waitFor(() => expect(calls.maps).toHaveLength(1));
    expect(calls.placemarks).toHaveLength(6);
    expect(warn).toHaveBeenCalledWith(INVALID_COORDINATES_WARNING, [52.1]);
    await user.click(
      screen.getByRole('button', { name: /Показать на карте: Брестское отделение/ }),
    );
    expect(calls.centers).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('says the map is unavailable when its script cannot load, and the list keeps working', async () => {
    allowMap();
    renderContacts();
    const script = await waitFor(() => {
      const element = document.querySelector<HTMLScriptElement>(
        'script[src*="api-maps.yandex.ru"]',
      );
      expect(element).not.toBeNull();
      return element!;
    });
    expect(script.src).toContain('lang=ru_RU');
    expect(script.src).toContain('load=Map%2CPlacemark%2Cgeolocation');
    expect(script.src).toContain('apikey=key-1');
    act(() => {
      fireEvent.error(script);
    });
    expect(await screen.findByText(/Карта сейчас недоступна/)).toBeInTheDocument();
    expect(document.querySelector('script[src*="api-maps.yandex.ru"]')).toBeNull();
    // Seven: the six offices and Smolensk, whose group is open too.
    expect(screen.getAllByRole('button', { name: /Показать на карте/ })).toHaveLength(7);
    expect(screen.getByRole('img', { name: /Схема: отделения/ })).toBeInTheDocument();
  });
});
