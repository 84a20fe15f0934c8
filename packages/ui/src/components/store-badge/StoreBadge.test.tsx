import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreBadge } from './StoreBadge';

const props = {
  store: 'android' as const,
  href: 'https://play.example/app',
  caption: 'Доступно в',
  name: 'Google Play',
  newTabLabel: '(откроется в новой вкладке)',
};

describe('StoreBadge', () => {
  it('is a new-tab link named by its two lines and the new-tab words, with a decorative glyph', () => {
    const { container } = render(<StoreBadge {...props} />);
    const link = screen.getByRole('link', {
      name: /^Доступно в\s+Google Play\s*\(откроется в новой вкладке\)$/,
    });
    expect(link).toHaveAttribute('href', 'https://play.example/app');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an official badge picture instead when given one, named the same', () => {
    render(<StoreBadge {...props} artwork="/images/stores/google-play.svg" />);
    const image = screen.getByRole('img', { name: 'Доступно в Google Play' });
    expect(image).toHaveAttribute('src', '/images/stores/google-play.svg');
    expect(screen.getByRole('link', { name: /Доступно в Google Play/ })).toBeInTheDocument();
  });

  it('draws its own store mark: an apple for the App Store, a four-part play triangle for Google Play', () => {
    const { container, rerender } = render(
      <StoreBadge {...props} store="apple" caption="Загрузите в" name="App Store" />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('data-glyph', 'apple');
    // The apple and its leaf, white on the black badge.
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
    for (const path of container.querySelectorAll('svg path'))
      expect(path).toHaveAttribute('fill', 'currentColor');
    rerender(<StoreBadge {...props} />);
    expect(container.querySelector('svg')).toHaveAttribute('data-glyph', 'play');
    const fills = [...container.querySelectorAll('svg path')].map((path) =>
      path.getAttribute('fill'),
    );
    expect(new Set(fills).size).toBe(4);
  });
});
