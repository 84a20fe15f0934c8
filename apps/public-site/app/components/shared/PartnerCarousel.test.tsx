import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test-utils';
import { PartnerCarousel } from './PartnerCarousel';

async function renderCarousel() {
  renderWithSite(<PartnerCarousel />);
  await act(async () => {});
}

const shownLogos = () => screen.getAllByRole('img').map((image) => image.getAttribute('alt'));

describe('PartnerCarousel', () => {
  it('shows 4 of the six partner logos, the previous button disabled at the start', async () => {
    await renderCarousel();
    expect(shownLogos()).toEqual([
      'Логотип партнера: A-100',
      'Логотип партнера: Gazpromneft',
      'Логотип партнера: RN Zapad',
      'Логотип партнера: Tatneft',
    ]);
    expect(screen.getByRole('button', { name: 'Предыдущие партнеры' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Следующие партнеры' })).toBeEnabled();
  });

  it('is a region named after its heading, which it holds', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Наши партнеры' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Наши партнеры' }),
    );
  });

  it('moves one step at a time and disables next at the end', async () => {
    const user = userEvent.setup();
    await renderCarousel();
    const next = screen.getByRole('button', { name: 'Следующие партнеры' });
    await user.click(next);
    expect(shownLogos()[0]).toBe('Логотип партнера: Gazpromneft');
    await user.click(next);
    expect(shownLogos()).toEqual([
      'Логотип партнера: RN Zapad',
      'Логотип партнера: Tatneft',
      'Логотип партнера: Lukoil',
      'Логотип партнера: United Company',
    ]);
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Предыдущие партнеры' })).toBeEnabled();
  });

  it('hides a logo that fails to load', async () => {
    await renderCarousel();
    fireEvent.error(screen.getByRole('img', { name: 'Логотип партнера: Gazpromneft' }));
    expect(screen.queryByRole('img', { name: 'Логотип партнера: Gazpromneft' })).toBeNull();
    expect(shownLogos()).toContain('Логотип партнера: Lukoil');
  });

  it('uses our own wordmark files', async () => {
    await renderCarousel();
    expect(screen.getByRole('img', { name: 'Логотип партнера: A-100' })).toHaveAttribute(
      'src',
      '/logos/a-100.svg',
    );
  });
});
