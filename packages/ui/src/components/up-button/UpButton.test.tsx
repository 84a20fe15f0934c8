import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpButton } from './UpButton';

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduced && query.includes('reduce'), media: query })),
  );
}

describe('UpButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scrolls smoothly to the target and focuses it', () => {
    mockReducedMotion(false);
    render(
      <>
        <header id="top">Шапка</header>
        <UpButton label="Наверх" targetId="top" />
      </>,
    );
    const header = screen.getByText('Шапка');
    const scrollIntoView = vi.fn();
    header.scrollIntoView = scrollIntoView;
    const link = screen.getByRole('link', { name: 'Наверх' });
    expect(link).toHaveAttribute('href', '#top');
    fireEvent.click(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(header).toHaveFocus();
  });

  it('jumps without animation when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(<UpButton label="Наверх" />);
    fireEvent.click(screen.getByRole('link', { name: 'Наверх' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('scrolls to the top when the target is missing', () => {
    mockReducedMotion(false);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(<UpButton label="Наверх" targetId="nowhere" />);
    fireEvent.click(screen.getByRole('link', { name: 'Наверх' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
