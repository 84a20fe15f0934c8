import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveInfoCards, CLIENT_INFO_CARDS } from '../../content/info-cards';
import { PAGE_DOCUMENTS } from '../../content/documents';
import { DocumentListPage } from '../content/DocumentListPage';
import { DownloadsPage } from '../content/DownloadsPage';
import { PlaceholderPage } from '../content/PlaceholderPage';
import { renderContentPage } from '../content/render-content-page';
import { ClientsLanding } from './ClientsLanding';
import { EMoneyRegulationsPage } from './EMoneyRegulationsPage';
import { GettingCardPage } from './GettingCardPage';
import { PersonalAccountPage } from './PersonalAccountPage';
import { SignAndResignPage } from './SignAndResignPage';

const ACCOUNT = 'https://account.example/';
const section = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;
/** The whole trail (phones get a link back to the parent beside it, shown by CSS alone). */
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).getByRole('list');

beforeEach(() => sessionStorage.clear());

describe('client pages', () => {
  it('/clients: title, description, four info cards, advantages, the FAQ and the logos', async () => {
    await renderContentPage(
      <ClientsLanding
        cards={resolveInfoCards(CLIENT_INFO_CARDS, { gasStationMap: 'https://map.example/' })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Клиентам' })).toBeInTheDocument();
    expect(within(section('Разделы для клиентов')).getAllByRole('article')).toHaveLength(4);
    expect(within(section('Преимущества')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section('Частые вопросы')).getAllByRole('button')).toHaveLength(5);
    // The call to action after the FAQ: the form preset to «Стать клиентом» and the phone.
    const band = section('Станьте клиентом платежной системы');
    expect(within(band).getByRole('link', { name: 'Стать клиентом' })).toHaveAttribute(
      'href',
      '/application?type=client',
    );
    expect(within(band).getByRole('link', { name: '+375 (17) 200-00-01' })).toHaveAttribute(
      'href',
      'tel:+375172000001',
    );
    expect(
      section('Частые вопросы').compareDocumentPosition(band) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Партнеры платежной системы' })).toBeInTheDocument();
    // The figures as the home page's tiles, beside a sentence that holds 1992 and 3 minutes and
    // does not repeat them.
    expect(screen.getByText(/^Система работает с 1992 года/)).not.toHaveTextContent(/804|379|97%/);
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      '804',
      '379',
      '97%',
    ]);
    expect(screen.getAllByRole('term')[2]).toHaveTextContent('АЗС Беларуси поддерживают систему');
    expect(screen.getByRole('link', { name: 'Наверх' })).toHaveAttribute('href', '#top');
  });

  it('sign and re-sign: the two ways on after the introduction', async () => {
    await renderContentPage(<SignAndResignPage personalAccount={ACCOUNT} />);
    const online = screen.getByRole('link', {
      name: /^Заключить договор в личном кабинете\s*\(откроется в новой вкладке\)$/,
    });
    expect(online).toHaveAttribute('href', ACCOUNT);
    expect(online).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Стать клиентом' })).toHaveAttribute(
      'href',
      '/application?type=client',
    );
    // Both come before the first section.
    const first = screen.getByRole('heading', { level: 2, name: 'Участники платежной системы' });
    expect(online.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sign and re-sign: participants, lists, dropdowns, facts, phones as tel links, /contacts and two PDFs', async () => {
    await renderContentPage(<SignAndResignPage personalAccount={ACCOUNT} />);
    expect(within(crumbs()).getByRole('link', { name: 'Клиентам' })).toHaveAttribute(
      'href',
      '/clients',
    );
    expect(within(section('Участники платежной системы')).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section('Клиентское обслуживание')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('Пользование системой')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('Способы заключения договора')).getAllByRole('button')).toHaveLength(2);
    expect(within(section('Важно знать')).getAllByRole('listitem')).toHaveLength(5);
    const phones = within(section('Телефоны клиентского обслуживания'));
    expect(phones.getByRole('link', { name: '+375 (17) 200-00-01' })).toHaveAttribute(
      'href',
      'tel:+375172000001',
    );
    expect(phones.getByRole('link', { name: 'Контакты всех отделений' })).toHaveAttribute(
      'href',
      '/contacts',
    );
    const documents = within(section('Документы')).getAllByRole('link');
    expect(documents.map((link) => link.getAttribute('download'))).toEqual([
      'Инструкция по заключению договора через личный кабинет.pdf',
      'Памятка по перезаключению договора.pdf',
    ]);
    // Each row says its format and size, measured from the file in the repository (1.5 KB each).
    expect(documents.map((link) => link.textContent)).toEqual([
      expect.stringContaining('PDF, 2\u00a0КБ'),
      expect.stringContaining('PDF, 2\u00a0КБ'),
    ]);
  });

  it('getting an electronic card: the application, a mail link, both pickup lists and the personal account', async () => {
    await renderContentPage(<GettingCardPage personalAccount={ACCOUNT} />);
    expect(within(section('Заявка на выпуск карточек')).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:info.minsk@routecard.example',
    );
    const pickup = section('Получение карточки');
    expect(
      within(pickup).getByText(/копию платежного поручения с отметкой банка/),
    ).toBeInTheDocument();
    expect(within(pickup).getByText('доверенность;')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Перейти в личный кабинет/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('personal account: numbered steps, five section cards, the PDF and the service link in a new tab', async () => {
    await renderContentPage(<PersonalAccountPage personalAccount={ACCOUNT} />);
    expect(within(section('Как начать работу')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('Как начать работу')).getByRole('list').tagName).toBe('OL');
    expect(
      within(section('Разделы личного кабинета')).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(5);
    expect(screen.getByRole('link', { name: /Руководство пользователя/ })).toHaveAttribute(
      'download',
      'Руководство пользователя личного кабинета.pdf',
    );
    const service = screen.getByRole('link', { name: /Перейти в личный кабинет/ });
    expect(service).toHaveAttribute('href', ACCOUNT);
    expect(service).toHaveAttribute('target', '_blank');
  });

  it('e-money regulations: the numbered split with links to /news and the personal account', async () => {
    await renderContentPage(<EMoneyRegulationsPage personalAccount={ACCOUNT} />);
    const rules = within(section('Порядок'));
    expect(rules.getByRole('list').tagName).toBe('OL');
    expect(rules.getByText('С 18:00 до 24:00 доступно до 50% остатка.')).toBeInTheDocument();
    expect(
      rules.getByText('В выходные и праздничные дни остаток делится на 3 части.'),
    ).toBeInTheDocument();
    expect(rules.getByRole('link', { name: 'Новости' })).toHaveAttribute('href', '/news');
    expect(rules.getByRole('link', { name: /веб-сервисе личного кабинета/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('documents for download: four groups, 3 + 10 + 2 + 1 cards, under partners too', async () => {
    await renderContentPage(<DownloadsPage area="partners" />);
    expect(within(crumbs()).getByRole('link', { name: 'Партнерам' })).toHaveAttribute(
      'href',
      '/partners',
    );
    const counts = ['Заявления', 'Образцы писем', 'Платежные поручения', 'Уведомления'].map(
      (name) => within(section(name)).getAllByRole('link').length,
    );
    expect(counts).toEqual([3, 10, 2, 1]);
    expect(
      screen.getByRole('link', { name: /Письмо о предоставлении доступа к Info API/ }),
    ).toHaveAttribute('href', '/assets/documents/sample-letter-10.pdf');
  });

  it('price lists: three .doc cards named after the price lists', async () => {
    await renderContentPage(
      <DocumentListPage
        section="clients.priceListsAndTariffs"
        documents={PAGE_DOCUMENTS.priceListsAndTariffs}
      />,
      'en',
    );
    expect(
      screen
        .getAllByRole('link', { name: /Price list No\./ })
        .map((link) => link.getAttribute('download')),
    ).toEqual([
      'Price list No. 03-2024 of 22.02.2024 (residents).doc',
      'Price list No. 01-24 of 17.01.2024.doc',
      'Price list No. 03-2022 of 17.03.2022 (in force from 21.03.2022).doc',
    ]);
  });

  it('a placeholder keeps its red heading, with crumbs, Home, Up, customer service and the area’s other pages', async () => {
    await renderContentPage(
      <PlaceholderPage
        section="clients.tollRoads"
        path="/clients/tollRoads"
        others={[
          { label: 'nav.clientsPanel.paymentSystem.signAndResign', to: '/clients/signAndResign' },
          { label: 'nav.clientsPanel.paymentSystem.signAndResign', to: '/clients/nonResidentsSupport' },
        ]}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Оплата проезда по платным дорогам' }),
    ).toBeInTheDocument();
    expect(within(crumbs()).getByRole('link', { name: 'Клиентам' })).toHaveAttribute(
      'href',
      '/clients',
    );
    expect(screen.getByRole('link', { name: 'Наверх' })).toHaveAttribute('href', '#top');
    const contact = screen.getByRole('region', { name: 'Клиентский сервис' });
    expect(within(contact).getByRole('link', { name: '+375 (17) 200-00-01' })).toHaveAttribute(
      'href',
      'tel:+375172000001',
    );
    const others = screen.getByRole('navigation', { name: 'Другие страницы раздела' });
    expect(
      within(others).getByRole('link', { name: 'Заключение и перезаключение договора' }),
    ).toHaveAttribute('href', '/clients/signAndResign');
    // Another page still in preparation is not offered as a way on.
    for (const link of within(others).getAllByRole('link'))
      expect(link.getAttribute('href')).not.toMatch(
        /^\/clients\/(nonResidentsSupport|forFuelPayments|issuerRules|plasticCardUsageRules)$/,
      );
  });

  it('a placeholder lists at most six other pages, then «Все разделы →», and says the service once', async () => {
    const panel = Array.from({ length: 9 }, (_, index) => ({
      label: 'nav.clientsPanel.paymentSystem.signAndResign',
      to: `/clients/page${index}`,
    }));
    await renderContentPage(
      <PlaceholderPage section="clients.tollRoads" path="/clients/tollRoads" others={panel} />,
    );
    const others = screen.getByRole('navigation', { name: 'Другие страницы раздела' });
    expect(within(others).getAllByRole('listitem')).toHaveLength(6);
    expect(within(others).getByRole('link', { name: 'Все разделы' })).toHaveAttribute(
      'href',
      '/clients',
    );
    const contact = screen.getByRole('region', { name: 'Клиентский сервис' });
    expect(contact).not.toHaveTextContent('Клиентский сервис в');
    expect(contact).toHaveTextContent('Минское отделение');
  });

  it('a placeholder offers the application form and the contacts under a calm note, no alert', async () => {
    await renderContentPage(
      <PlaceholderPage section="partners.systemRules" path="/partners/systemRules" others={[]} />,
    );
    const note = screen.getByText(/^Материалы этого раздела готовятся к публикации/);
    expect(note.closest('[role="alert"], [role="status"], [role="note"]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const contact = screen.getByRole('region', { name: 'Клиентский сервис' });
    expect(within(contact).getByRole('link', { name: 'Стать клиентом' })).toHaveAttribute(
      'href',
      '/application?type=client',
    );
    expect(within(contact).getByRole('link', { name: 'Все отделения и контакты' })).toHaveAttribute(
      'href',
      '/contacts',
    );
    expect(within(contact).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});
