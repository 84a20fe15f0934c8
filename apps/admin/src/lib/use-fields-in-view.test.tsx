import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFieldsInView, wholeInView } from './use-fields-in-view';

function Form({ error }: { error?: string }) {
  const ref = useRef<HTMLFormElement>(null);
  const inView = useFieldsInView(ref, [error]);
  return (
    <form ref={ref}>
      <input aria-label="Имя" aria-invalid={error ? true : undefined} />
      <p>{inView ? 'в поле зрения' : 'вне поля зрения'}</p>
    </form>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useFieldsInView (review s47, finding 14)', () => {
  it('is true with no field in error, and for a field in error within the window', async () => {
    const { rerender } = render(<Form />);
    expect(screen.getByText('в поле зрения')).toBeInTheDocument();
    rerender(<Form error="Занято" />);
    await waitFor(() => expect(screen.getByText('в поле зрения')).toBeInTheDocument());
  });

  it('is false while a field in error is below the window, true again once it is scrolled back', async () => {
    const { rerender } = render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Имя' });
    const box = vi
      .spyOn(input, 'getBoundingClientRect')
      .mockReturnValue(
        DOMRect.fromRect({ x: 0, y: window.innerHeight + 10, width: 200, height: 40 }),
      );
    rerender(<Form error="Занято" />);
    expect(await screen.findByText('вне поля зрения')).toBeInTheDocument();
    box.mockReturnValue(DOMRect.fromRect({ x: 0, y: 100, width: 200, height: 40 }));
    document.dispatchEvent(new Event('scroll'));
    expect(await screen.findByText('в поле зрения')).toBeInTheDocument();
  });

  it('counts a box that clips the field (a modal body scrolled away from it)', () => {
    const body = document.createElement('div');
    body.style.overflowY = 'auto';
    const field = document.createElement('input');
    body.append(field);
    document.body.append(body);
    vi.spyOn(body, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 200 }),
    );
    const fieldBox = vi
      .spyOn(field, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ x: 0, y: 250, width: 300, height: 40 }));
    expect(wholeInView(field)).toBe(false);
    fieldBox.mockReturnValue(DOMRect.fromRect({ x: 0, y: 50, width: 300, height: 40 }));
    expect(wholeInView(field)).toBe(true);
    body.remove();
  });
});
