import { screen, within } from '@testing-library/react';
import { resources } from '@fuelcard/i18n';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderContentPage } from '../content/render-content-page';
import { EquipmentLanding } from './EquipmentLanding';
import { InternetClientAppPage } from './InternetClientAppPage';
import { InvoicesSitePage } from './InvoicesSitePage';
import { InvoicesSiteTariffsPage } from './InvoicesSiteTariffsPage';
import { ProductPage, type ProductTexts } from './ProductPage';

const section = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;
/** The whole trail (phones get a link back to the parent beside it, shown by CSS alone). */
const crumbs = () =>
  within(screen.getByRole('navigation', { name: /Навигационная цепочка|Breadcrumb/ })).getByRole('list');
const product = (lang: 'ru' | 'en', group: keyof typeof resources.ru.equipment) =>
  resources[lang].equipment[group] as unknown as ProductTexts;

beforeEach(() => sessionStorage.clear());

describe('equipment pages', () => {
  it('/equipment: five partner cards with the plate, three client cards, Home and Up', async () => {
    await renderContentPage(<EquipmentLanding />);
    const partners = within(section('Для партнеров'));
    expect(
      partners
        .getAllByRole('article')
        .map((card) => within(card).getByRole('link').getAttribute('href')),
    ).toEqual([
      '/equipment/webCenterFuelcard',
      '/equipment/oilAndCapital',
      '/equipment/selfServiceCheckout',
      '/equipment/gsAutomationSystem',
      '/equipment/invoicesSite',
    ]);
    expect(partners.getByRole('img')).toHaveAttribute('src', '/images/equipment/plate.svg');
    expect(
      within(section('Для клиентов'))
        .getAllByRole('article')
        .map((card) => within(card).getByRole('link').getAttribute('href')),
    ).toEqual([
      '/equipment/fuelcardCardPayApp',
      '/equipment/selfServiceCheckout',
      '/equipment/personalAccWebApp',
    ]);
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Наверх' })).toBeInTheDocument();
  });

  it('gas-station automation: the scheme image and the lists of §2.17', async () => {
    await renderContentPage(
      <ProductPage
        area="equipment"
        section="equipment.gsAutomationSystem"
        path="/equipment/gsAutomationSystem"
        content={product('ru', 'gsAutomationSystem')}
        image="/images/equipment/gs-automation-scheme.svg"
      />,
    );
    expect(within(crumbs()).getByRole('link', { name: 'Оборудование и ПО' })).toHaveAttribute(
      'href',
      '/equipment',
    );
    expect(
      screen.getByRole('img', { name: /Схема системы автоматизации АЗС/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/предоплата, постоплата и «полный бак»/)).toBeInTheDocument();
    expect(screen.getByText('данные уровнемеров по TCP/IP.')).toBeInTheDocument();
    // «Запросить демо» under the description and again in the closing band, beside the phone.
    const demos = screen.getAllByRole('link', { name: 'Запросить демо' });
    expect(demos).toHaveLength(2);
    for (const demo of demos) {
      expect(demo).toHaveAttribute(
        'href',
        '/application?type=demo&product=%2Fequipment%2FgsAutomationSystem',
      );
    }
    const band = section('Посмотрите продукт в работе');
    expect(within(band).getByRole('link', { name: /^\+375/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+375/),
    );
  });

  it('self-service checkout: 15–20% and the one-year warranty', async () => {
    await renderContentPage(
      <ProductPage
        area="equipment"
        section="equipment.selfServiceCheckout"
        path="/equipment/selfServiceCheckout"
        content={product('en', 'selfServiceCheckout')}
      />,
      'en',
    );
    expect(screen.getByText('queues cut by 15–20%;')).toBeInTheDocument();
    expect(screen.getByText('one-year hardware warranty.')).toBeInTheDocument();
    for (const demo of screen.getAllByRole('link', { name: 'Request a demo' })) {
      expect(demo).toHaveAttribute(
        'href',
        '/application?type=demo&product=%2Fequipment%2FselfServiceCheckout',
      );
    }
    expect(section('See the product at work')).toBeInTheDocument();
  });

  it('e-invoice site: the outside site in a new tab, the tariffs link, 21 fields and six formats', async () => {
    await renderContentPage(<InvoicesSitePage invoiceSite="https://invoices.example/" />);
    const external = screen.getByRole('link', { name: /Перейти на сайт ЭСЧФ/ });
    expect(external).toHaveAttribute('href', 'https://invoices.example/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Тарифы и подключение' })).toHaveAttribute(
      'href',
      '/equipment/invoicesSiteTariffs',
    );
    expect(within(section('Поля заявки')).getAllByRole('listitem')).toHaveLength(21);
    const formats = screen.getByRole('heading', {
      level: 3,
      name: 'Форматы экспорта (6)',
    }).nextElementSibling!;
    expect(
      within(formats as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['DOCX', 'XLSX', 'PDF', 'CSV', 'XML', 'JSON']);
  });

  it('tariffs: breadcrumb to /invoicesSite, the PDF, the licence, the Info API, the help page and the e-mail', async () => {
    await renderContentPage(
      <InvoicesSiteTariffsPage
        apiHelp="https://api.example/help"
        email="support.minsk@routecard.example"
      />,
      'en',
    );
    expect(within(crumbs()).getByRole('link', { name: 'Electronic invoice site' })).toHaveAttribute(
      'href',
      '/invoicesSite',
    );
    expect(screen.getByRole('link', { name: /Terms of connection/ })).toHaveAttribute(
      'download',
      'Terms of connection to the electronic invoice site.pdf',
    );
    expect(screen.getByText('1,420.00 BYN without VAT, one-time.')).toBeInTheDocument();
    expect(screen.getByText('The price may change.')).toBeInTheDocument();
    expect(
      screen.getByText(/letterhead stating the organisation’s name and the contract number/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /API help/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'support.minsk@routecard.example' })).toHaveAttribute(
      'href',
      'mailto:support.minsk@routecard.example',
    );
  });

  it.each([
    ['equipment', 'Оборудование и ПО', '/equipment'],
    ['clients', 'Клиентам', '/clients'],
  ] as const)(
    'internet client app under /%s: store links in new tabs',
    async (area, crumb, href) => {
      await renderContentPage(
        <InternetClientAppPage
          area={area}
          path={`/${area}/fuelcardInternetClientApp`}
          content={product('ru', 'internetClientApp')}
          image={undefined}
          stores={{ android: 'https://play.example/app', apple: 'https://apps.example/app' }}
        />,
      );
      expect(within(crumbs()).getByRole('link', { name: crumb })).toHaveAttribute('href', href);
      for (const [name, url] of [
        [/Google Play/, 'https://play.example/app'],
        [/App Store/, 'https://apps.example/app'],
      ] as const) {
        const link = screen.getByRole('link', { name });
        expect(link).toHaveAttribute('href', url);
        expect(link).toHaveAttribute('target', '_blank');
      }
      expect(screen.getByText('виртуальные карточки;')).toBeInTheDocument();
      // The badges are the first action, under the description; «Запросить демо» only closes the page.
      const badges = screen.getByRole('list', { name: 'Скачать приложение' });
      const features = screen.getByText('виртуальные карточки;');
      expect(
        badges.compareDocumentPosition(features) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      const demos = screen.getAllByRole('link', { name: 'Запросить демо' });
      expect(demos).toHaveLength(1);
      expect(section('Посмотрите продукт в работе')).toContainElement(demos[0]!);
    },
  );
});
