import { offices, SELECTED_OFFICE_STORAGE_KEY } from '@fuelcard/offices';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_INFO_CARDS, resolveInfoCards } from '../../content/info-cards';
import type { DepartmentExtra } from '../../lib/department-view';
import { renderContentPage } from '../content/render-content-page';
import { BankInformationPage } from './BankInformationPage';
import { LoyaltyProgramPage } from './LoyaltyProgramPage';
import { PartnersLanding } from './PartnersLanding';
import { VoiceRefServicePage } from './VoiceRefServicePage';

const section = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;
const departments = (lang: 'ru' | 'en'): DepartmentExtra[] =>
  offices.map((office) => ({
    id: office.id,
    address: office.address[lang],
    image: office.departmentsImage,
  }));

beforeEach(() => sessionStorage.clear());

describe('partner pages', () => {
  it('/partners: info cards, advantages and the partners FAQ', async () => {
    await renderContentPage(
      <PartnersLanding
        cards={resolveInfoCards(PARTNER_INFO_CARDS, { gasStationMap: 'https://map.example/' })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Партнерам' })).toBeInTheDocument();
    expect(within(section('Разделы для партнеров')).getAllByRole('article')).toHaveLength(3);
    expect(
      within(section('Преимущества'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Документооборот', 'Печать чеков и счетов', 'Расположение']);
    expect(within(section('Частые вопросы партнеров')).getAllByRole('button')).toHaveLength(5);
    // The call to action after the FAQ: the form preset to «Стать партнером» and the phone.
    const band = section('Подключите АЗС к платежной системе');
    expect(within(band).getByRole('link', { name: 'Стать партнером' })).toHaveAttribute(
      'href',
      '/application?type=partner',
    );
    expect(within(band).getByRole('link', { name: /^\+375/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+375/),
    );
    // The two figures of the partners' facts as tiles, and the sentence with the founding year.
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      '804',
      '379',
    ]);
    expect(screen.getByText(/работает с 1992 года/)).toBeInTheDocument();
  });

  it('voice reference service: the menu keys and the wrong-choice message', async () => {
    await renderContentPage(<VoiceRefServicePage />);
    const menu = within(section('Меню службы'));
    expect(menu.getAllByRole('listitem').map((item) => item.textContent?.slice(0, 9))).toEqual([
      'Клавиша 1',
      'Клавиша 2',
      'Клавиша 3',
      'Клавиша 9',
    ]);
    expect(screen.getByText(/«Сделан неправильный выбор», и меню повторяется/)).toBeInTheDocument();
    expect(screen.getByText('Номер договора состоит из пяти цифр.')).toBeInTheDocument();
  });

  it('loyalty programme: up to 10 segments on a 1K card, more than 100 reports', async () => {
    await renderContentPage(<LoyaltyProgramPage />, 'en');
    expect(
      screen.getByText('up to 10 programme segments on one 1K contactless card;'),
    ).toBeInTheDocument();
    expect(screen.getByText(/more than 100 reports/)).toBeInTheDocument();
  });

  it('bank information: three cards, the Minsk department by default, documents and read-more links', async () => {
    await renderContentPage(<BankInformationPage departments={departments('ru')} />);
    const cards = within(section('Правила и обслуживание')).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual([
      '/partners/cardUsageRules',
      '/partners/plasticCardUsageRules',
      '/partners/forNotAResidentsServices',
    ]);
    // The two placeholder pages' cards keep their links and say that the page is not written yet.
    expect(cards.map((link) => link.textContent?.endsWith('Раздел готовится'))).toEqual([
      false,
      true,
      true,
    ]);

    const department = section('Контакты отделения');
    expect(department).toHaveAttribute('data-department', '1');
    expect(within(department).getByText('Минское отделение')).toBeInTheDocument();
    expect(
      within(department).getByText('г. Минск, ул. Московская, 22, офис 301'),
    ).toBeInTheDocument();
    expect(within(department).getByRole('link', { name: '+375 (17) 200-00-01' })).toHaveAttribute(
      'href',
      'tel:+375172000001',
    );
    expect(
      within(department).getByRole('link', { name: 'office.minsk@routecard.example' }),
    ).toBeInTheDocument();
    expect(
      within(department).getByRole('link', { name: 'info.minsk@routecard.example' }),
    ).toBeInTheDocument();
    expect(within(department).queryByText(/support\.minsk/)).toBeNull();
    expect(within(department).getByRole('img')).toHaveAttribute('src', '/images/offices/minsk.svg');

    const documents = within(section('Документы'));
    expect(
      documents.getByRole('link', { name: 'Порядок использования электронных денег' }),
    ).toHaveAttribute('href', '/clients/eMoneyRegulations');
    // One list: the rules page first, drawn like the two download cards after it.
    const documentList = documents.getByRole('list');
    expect(
      within(documentList)
        .getAllByRole('link')
        .map((link) => link.getAttribute('download') ?? link.getAttribute('href')),
    ).toEqual([
      '/clients/eMoneyRegulations',
      'Порядок взаимодействия с банком-эмитентом.pdf',
      'Порядок расчетов по операциям с электронными деньгами.pdf',
    ]);

    const more = within(section('Подробнее'));
    expect(more.getByRole('link', { name: 'О компании' })).toHaveAttribute('href', '/about');
    expect(more.getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/contacts');
  });

  it('bank information: the department follows the office chosen in the header', async () => {
    sessionStorage.setItem(SELECTED_OFFICE_STORAGE_KEY, '4');
    await renderContentPage(<BankInformationPage departments={departments('ru')} />);
    const department = section('Контакты отделения');
    expect(department).toHaveAttribute('data-department', '4');
    expect(within(department).getByRole('img')).toHaveAttribute('src', '/images/offices/gomel.svg');
  });
});
