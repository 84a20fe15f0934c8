import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentSection } from '../content/ContentSection';
import { renderContentPage } from '../content/render-content-page';
import { ContentPage } from './ContentPage';

describe('the contents of a content page', () => {
  it('lists each section by its heading, linking to it', async () => {
    await renderContentPage(
      <ContentPage crumbs={[{ label: 'Страница' }]} title="Страница">
        <ContentSection id="first" title="Первый раздел">
          <p>Текст</p>
        </ContentSection>
        <ContentSection id="second" title="Второй раздел">
          <p>Текст</p>
        </ContentSection>
      </ContentPage>,
    );
    const contents = screen.getByRole('navigation', { name: 'На этой странице' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Первый раздел', '#first'],
      ['Второй раздел', '#second'],
    ]);
  });

  it('is left out for a single section and on pages that opt out', async () => {
    await renderContentPage(
      <ContentPage crumbs={[{ label: 'Страница' }]} title="Страница" contents={false}>
        <ContentSection id="a" title="А">
          <p>Текст</p>
        </ContentSection>
        <ContentSection id="b" title="Б">
          <p>Текст</p>
        </ContentSection>
      </ContentPage>,
    );
    expect(screen.queryByRole('navigation', { name: 'На этой странице' })).toBeNull();
  });
});

describe('the contents above a content page (phones and tablets)', () => {
  const sections = (count: number) =>
    Array.from({ length: count }, (_, index) => (
      <ContentSection key={index} id={`s${index + 1}`} title={`Раздел ${index + 1}`}>
        <p>Текст</p>
      </ContentSection>
    ));

  it('lists four or more sections in a closed «Содержание» disclosure after the lead, before the content', async () => {
    await renderContentPage(
      <ContentPage crumbs={[{ label: 'Страница' }]} title="Страница">
        <p>Вводный абзац страницы.</p>
        {sections(4)}
      </ContentPage>,
    );
    const contents = screen.getByRole('navigation', { name: 'Содержание' });
    const details = contents.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('Содержание');
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#s1', '#s2', '#s3', '#s4']);
    // After the lead, above the sections in the document (and so in the keyboard's order).
    const lead = screen.getByText('Вводный абзац страницы.');
    expect(lead.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const firstSection = screen.getByRole('heading', { level: 2, name: 'Раздел 1' });
    expect(
      details.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('also follows a lead block marked `data-lead` (a product’s description with its first action)', async () => {
    await renderContentPage(
      <ContentPage crumbs={[{ label: 'Страница' }]} title="Страница">
        <div data-lead>
          <p>Описание продукта.</p>
          <a href="/application">Запросить демо</a>
        </div>
        {sections(4)}
      </ContentPage>,
    );
    const details = screen.getByRole('navigation', { name: 'Содержание' }).closest('details')!;
    const action = screen.getByRole('link', { name: 'Запросить демо' });
    expect(action.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves it out for a page of fewer than four sections (the aside still lists them)', async () => {
    await renderContentPage(
      <ContentPage crumbs={[{ label: 'Страница' }]} title="Страница">
        {sections(3)}
      </ContentPage>,
    );
    expect(screen.queryByRole('navigation', { name: 'Содержание' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'На этой странице' })).toBeInTheDocument();
  });
});
