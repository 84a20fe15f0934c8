import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel';
import * as stories from './Carousel.stories';

const items = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({
  id: name,
  src: `/${name}.png`,
  alt: `Логотип ${name}`,
}));
const labels = { region: 'Партнёры', previous: 'Назад', next: 'Вперёд' };

const visibleNames = () => screen.queryAllByRole('img').map((img) => img.getAttribute('alt'));

describe('Carousel', () => {
  it('shows 4 at a time and moves one step, with disabled ends', async () => {
    render(<Carousel items={items} labels={labels} />);
    expect(screen.getByRole('region', { name: 'Партнёры' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const previous = screen.getByRole('button', { name: 'Назад' });
    const next = screen.getByRole('button', { name: 'Вперёд' });
    expect(visibleNames()).toEqual(['Логотип A', 'Логотип B', 'Логотип C', 'Логотип D']);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    expect(visibleNames()).toEqual(['Логотип B', 'Логотип C', 'Логотип D', 'Логотип E']);
    expect(previous).toBeEnabled();

    await userEvent.click(next);
    expect(visibleNames()).toEqual(['Логотип C', 'Логотип D', 'Логотип E', 'Логотип F']);
    expect(next).toBeDisabled();

    await userEvent.click(previous);
    expect(visibleNames()).toEqual(['Логотип B', 'Логотип C', 'Логотип D', 'Логотип E']);
  });

  it('removes a picture that fails to load from view and from the count', async () => {
    render(<Carousel items={items} labels={labels} />);
    fireEvent.error(screen.getByRole('img', { name: 'Логотип B' }));
    expect(visibleNames()).toEqual(['Логотип A', 'Логотип C', 'Логотип D', 'Логотип E']);
    expect(document.querySelector('img[alt="Логотип B"]')).toBeNull();
    // Five pictures left: one step reaches the end.
    await userEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(visibleNames()).toEqual(['Логотип C', 'Логотип D', 'Логотип E', 'Логотип F']);
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
  });

  it('steps back when a failure at the end shortens the row', async () => {
    render(<Carousel items={items} labels={labels} />);
    const next = screen.getByRole('button', { name: 'Вперёд' });
    await userEvent.click(next);
    await userEvent.click(next);
    fireEvent.error(screen.getByRole('img', { name: 'Логотип F' }));
    expect(visibleNames()).toEqual(['Логотип B', 'Логотип C', 'Логотип D', 'Логотип E']);
    expect(next).toBeDisabled();
  });

  it('disables both arrows when everything fits', () => {
    render(<Carousel items={items.slice(0, 4)} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
  });

  it('holds its heading, the buttons after it and a polite live list of the pictures', () => {
    render(<Carousel items={items} labels={labels} heading={<h2>Наши партнёры</h2>} />);
    const region = screen.getByRole('region', { name: 'Партнёры' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Наши партнёры' });
    expect(region).toContainElement(heading);
    const previous = screen.getByRole('button', { name: 'Назад' });
    expect(heading.compareDocumentPosition(previous) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite');
    expect(previous).toHaveAttribute('aria-controls', screen.getByRole('list').id);
  });

  it('honours visibleCount', async () => {
    render(<Carousel items={items} labels={labels} visibleCount={2} />);
    expect(visibleNames()).toEqual(['Логотип A', 'Логотип B']);
    await userEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(visibleNames()).toEqual(['Логотип B', 'Логотип C']);
  });

  describe('server rendering', () => {
    // React 19 hoists a <link rel="preload" as="image"> for every eager <img> it renders on the
    // server (data: URLs excepted), so the site's logo files would compete with the page's own
    // resources in the head.
    it('React does preload an eager image (the check below can fail)', () => {
      expect(renderToString(<img src="/logo.png" alt="" />)).toContain('rel="preload"');
    });

    it.each(Object.entries(composeStories(stories)))(
      'the %s story preloads none of its logo files',
      (_name, Story) => {
        const html = renderToString(<Story items={items} />);
        expect(html).toContain('src="/A.png"');
        expect(html).not.toMatch(/<link[^>]*rel="preload"/);
        expect(html.match(/<img [^>]*>/g)?.every((tag) => /loading="lazy"/.test(tag))).toBe(true);
        expect(html.match(/<img [^>]*>/g)?.every((tag) => /decoding="async"/.test(tag))).toBe(true);
      },
    );
  });
});
