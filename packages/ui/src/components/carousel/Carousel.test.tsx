import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel';

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

  it('honours visibleCount', async () => {
    render(<Carousel items={items} labels={labels} visibleCount={2} />);
    expect(visibleNames()).toEqual(['Логотип A', 'Логотип B']);
    await userEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(visibleNames()).toEqual(['Логотип B', 'Логотип C']);
  });
});
