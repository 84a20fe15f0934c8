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
  it('lists the same sections in a closed «Содержание» disclosure before the content', async () => {
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
    const contents = screen.getByRole('navigation', { name: 'Содержание' });
    const details = contents.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('Содержание');
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#first', '#second']);
    // Above the sections in the document (and so in the keyboard's order).
    const firstSection = screen.getByRole('heading', { level: 2, name: 'Первый раздел' });
    expect(
      details.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
