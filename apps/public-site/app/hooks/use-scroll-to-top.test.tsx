import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top';

let go: ReturnType<typeof useNavigate> = () => undefined;
function Page() {
  useScrollToTop();
  go = useNavigate();
  return null;
}

describe('useScrollToTop', () => {
  it('scrolls to the top on every path change, not on query changes or the first render', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => go('/about'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await act(() => go('/about?x=1'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => go('/news'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
