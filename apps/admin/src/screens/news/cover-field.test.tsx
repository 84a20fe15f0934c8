import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import { CoverField } from './cover-field';

interface Screen {
  width: number;
  hover: 'hover' | 'none';
  pointer: 'fine' | 'coarse';
}

/** A matchMedia that answers the few features the console asks about, for one screen. */
function stubScreen({ width, hover, pointer }: Screen) {
  const feature = (part: string) => {
    const max = /\(max-width:\s*([\d.]+)px\)/.exec(part);
    if (max) return width <= Number(max[1]);
    const min = /\(min-width:\s*([\d.]+)px\)/.exec(part);
    if (min) return width >= Number(min[1]);
    const hovers = /\(hover:\s*(\w+)\)/.exec(part);
    if (hovers) return hovers[1] === hover;
    const points = /\(pointer:\s*(\w+)\)/.exec(part);
    if (points) return points[1] === pointer;
    return false;
  };
  // A list of queries matches when one of them does; a query when all its features do.
  const matches = (query: string) =>
    query.split(',').some((one) => one.split(/\band\b/).every((part) => feature(part.trim())));
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function hint() {
  renderConsole(
    <CoverField
      idPrefix="news"
      cover={null}
      disabled={false}
      error={() => undefined}
      onChange={vi.fn()}
    />,
    { api: fakeApi() },
  );
  const cover = screen.getByRole('group', { name: 'Обложка' });
  return within(cover).getByText(/до 10 МБ, JPEG, PNG, WebP или AVIF$/).textContent;
}

// Review s46, finding 23: «или перетащите изображение сюда» only where dragging is likely (from
// 768 px with a fine pointer that hovers); a phone-sized window or a touch screen is told to choose.
describe('the cover zone’s hint', () => {
  const DROP = 'или перетащите изображение сюда · до 10 МБ, JPEG, PNG, WebP или AVIF';
  const CHOOSE = 'Выберите изображение · до 10 МБ, JPEG, PNG, WebP или AVIF';

  it.each([
    ['a desk at 1440 with a mouse', { width: 1440, hover: 'hover', pointer: 'fine' }, DROP],
    ['768 with a mouse', { width: 768, hover: 'hover', pointer: 'fine' }, DROP],
    ['375 with a mouse (a narrow window)', { width: 375, hover: 'hover', pointer: 'fine' }, CHOOSE],
    ['a phone at 375', { width: 375, hover: 'none', pointer: 'coarse' }, CHOOSE],
    ['a tablet at 1024 with touch', { width: 1024, hover: 'none', pointer: 'coarse' }, CHOOSE],
  ] as const)('%s', (_name, screenLike, expected) => {
    stubScreen(screenLike);
    expect(hint()).toBe(expected);
  });
});

// Review s48b, finding 11: the alternative texts are needed only to publish an item with a cover,
// not to save it: a hint says so, with no asterisk (the mark of what a save needs).
describe('the cover’s alternative texts', () => {
  it('say they are needed to publish, unstarred', () => {
    stubScreen({ width: 1440, hover: 'hover', pointer: 'fine' });
    renderConsole(
      <CoverField
        idPrefix="news"
        cover={{ imageId: 1, altRu: '', altEn: '', thumbnail: '/t.webp', width: 10, height: 10 }}
        disabled={false}
        error={() => undefined}
        onChange={vi.fn()}
      />,
      { api: fakeApi() },
    );
    for (const name of ['Альтернативный текст (RU)', 'Альтернативный текст (EN)']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).not.toBeRequired();
      expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(name);
      expect(field).toHaveAccessibleDescription(
        'Нужен для публикации. Что изображено — для тех, кто не видит картинку.',
      );
    }
  });
});
