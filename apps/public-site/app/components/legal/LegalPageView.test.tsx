import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderContentPage } from '../content/render-content-page';
import { LegalPageView, type LegalTexts } from './LegalPageView';

const privacy: LegalTexts = {
  title: 'Политика',
  intro: 'Вступление',
  sections: {
    visitors: { heading: 'Посетители сайта', text: 'Текст' },
    yourChoice: { heading: 'Ваш выбор', text: 'Текст' },
  },
};

describe('a legal page', () => {
  it('lists its headings in the contents beside it, each linking to its section', async () => {
    await renderContentPage(<LegalPageView content={privacy} />);
    const contents = screen.getByRole('navigation', { name: 'На этой странице' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Посетители сайта', '#legal-visitors'],
      ['Ваш выбор', '#legal-your-choice'],
    ]);
    for (const link of links)
      expect(document.getElementById(link.getAttribute('href')!.slice(1))?.tagName).toBe('H2');
  });

  it('lists the storage table first and the operator details last, in English too', async () => {
    const cookies: LegalTexts = {
      ...privacy,
      storage: {
        heading: 'What the site stores',
        columns: { name: 'Name', place: 'Where', purpose: 'Why', lifetime: 'How long' },
      },
    };
    await renderContentPage(
      <LegalPageView
        content={cookies}
        operator={{
          legalName: 'RouteCard LLC',
          unp: '100000000',
          registration: {
            authority: 'Minsk City Executive Committee',
            date: '1992-06-01',
            dateText: '1 June 1992',
          },
          register: {
            name: 'Register',
            number: '00-00',
            date: '2020-01-15',
            dateText: '15 January 2020',
          },
          legalAddress: 'Minsk',
        }}
      />,
      'en',
    );
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const hrefs = within(contents)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '#legal-storage',
      '#legal-visitors',
      '#legal-your-choice',
      '#operator-details',
    ]);
  });

  it('gives the storage entries as a table and, for phones, as cards with the same facts', async () => {
    const cookies: LegalTexts = {
      ...privacy,
      storage: {
        heading: 'Что сохраняет сайт',
        columns: {
          name: 'Название',
          place: 'Где хранится',
          purpose: 'Назначение',
          lifetime: 'Срок хранения',
        },
        lang: { name: 'lang', place: 'файл cookie', purpose: 'язык', lifetime: 'один год' },
        selectedItem: {
          name: 'selectedItem',
          place: 'хранилище сессии',
          purpose: 'отделение',
          lifetime: 'до закрытия вкладки',
        },
      },
    };
    await renderContentPage(<LegalPageView content={cookies} />);
    // The table, in its keyboard-reachable region named by the section's heading.
    const region = screen.getByRole('region', { name: 'Что сохраняет сайт' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('row')).toHaveLength(3);
    // The cards: a list named by the same heading, a mono name as each card's h3, then the
    // three other columns as a definition list in the table's order.
    const cards = screen.getByRole('list', { name: 'Что сохраняет сайт' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const heading = within(items[1]!).getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('selectedItem');
    expect(heading.querySelector('code')).toHaveTextContent('selectedItem');
    const terms = [...items[1]!.querySelectorAll('dt')].map((term) => term.textContent);
    const details = [...items[1]!.querySelectorAll('dd')].map((detail) => detail.textContent);
    expect(terms).toEqual(['Где хранится', 'Назначение', 'Срок хранения']);
    expect(details).toEqual(['хранилище сессии', 'отделение', 'до закрытия вкладки']);
  });
});
