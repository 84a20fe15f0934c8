import { createI18nWithTexts, pickSections } from '@fuelcard/i18n';
import { I18nProvider } from '@fuelcard/i18n/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $selectAll, type LexicalEditor } from 'lexical';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../lib/use-media-query';
import RichTextEditor from '../rich-text-editor';

// Below 768 px (review s45b, finding 6): a row of the most used tools and «Ещё» with the others.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderEditor(initialHtml: string, wrap = (editor: ReactNode) => editor) {
  const onChange = vi.fn<(html: string) => void>();
  const i18n = createI18nWithTexts({ lng: 'ru', texts: pickSections('ru', ['common', 'admin']) });
  render(
    <I18nProvider i18n={i18n}>
      {wrap(
        <>
          <span id="label">Описание (RU)</span>
          <RichTextEditor id="description" labelId="label" initialHtml={initialHtml} onChange={onChange} />
        </>,
      )}
    </I18nProvider>,
  );
  const content = screen.getByRole('textbox', { name: 'Описание (RU)' }) as HTMLElement & { __lexicalEditor: LexicalEditor };
  const toolbar = screen.getByRole('toolbar', { name: 'Панель форматирования' });
  const more = within(toolbar).getByRole('button', { name: 'Ещё' });
  /** The row's buttons: those of the toolbar itself, not of the sheet. */
  const row = () => within(toolbar).getAllByRole('button').filter((button) => !button.closest('.rte-popover'));
  const sheet = () => within(toolbar).getByRole('group', { name: 'Ещё' });
  const selectAll = () => act(() => content.__lexicalEditor.update(() => $selectAll(), { discrete: true }));
  const lastHtml = () => onChange.mock.lastCall?.[0];
  return { content, toolbar, more, row, sheet, selectAll, lastHtml };
}

const names = (buttons: HTMLElement[]) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('the toolbar below 768 px', () => {
  it('shows B, I, U, link, H2 and the bulleted list in one row, then «Ещё»', () => {
    const { row, more } = renderEditor('');
    expect(names(row())).toEqual([
      'Полужирный', 'Курсив', 'Подчеркнутый', 'Ссылка', 'Заголовок 2', 'Маркированный список', 'Ещё',
    ]);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts every other tool of spec §2 in the «Ещё» sheet, each with its name on screen', async () => {
    const { row, more, sheet } = renderEditor('<p>текст</p>');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = sheet();
    const tools = within(panel).getAllByRole('button');
    // The named tools: their accessible name is the text on screen.
    const named = tools.filter((tool) => tool.classList.contains('rte-tool--named'));
    for (const tool of named) expect(tool).toHaveAccessibleName(tool.querySelector('.rte-tool__name')!.textContent!);
    expect(named.map((tool) => tool.textContent)).toEqual([
      'H3Заголовок 3', 'H4Заголовок 4', 'Нумерованный список', 'Цитата', 'Изображение', 'Очистить форматирование',
      'По левому краю', 'По центру', 'По правому краю', 'По ширине',
    ]);
    expect(within(panel).getByRole('group', { name: 'Выравнивание' })).toHaveTextContent(/^Выравнивание/);
    const colours = within(panel).getByRole('group', { name: 'Цвет' });
    expect(colours).toHaveTextContent(/^Цвет/);
    expect(within(colours).getByRole('group', { name: 'Цвет текста' })).toHaveTextContent(/^Текст/);
    expect(within(colours).getByRole('group', { name: 'Цвет фона' })).toHaveTextContent(/^Фон/);
    expect(within(colours).getAllByRole('button')).toHaveLength(10);
    // Row and sheet together: every tool of the desk's toolbar.
    const all = new Set([...names(row()), ...tools.map((tool) => tool.getAttribute('aria-label') ?? tool.textContent!.replace(/^H\d/, ''))]);
    for (const tool of [
      'Полужирный', 'Курсив', 'Подчеркнутый', 'Ссылка', 'Заголовок 2', 'Заголовок 3', 'Заголовок 4',
      'Нумерованный список', 'Маркированный список', 'Цитата', 'Изображение', 'Очистить форматирование',
      'По левому краю', 'По центру', 'По правому краю', 'По ширине',
      'Цвет текста: Красный', 'Цвет фона: Зеленый', 'Цвет текста: Без цвета',
    ]) {
      expect(all.has(tool), tool).toBe(true);
    }
  });

  it('opened by touch, the sheet takes the focus; a choice formats, closes it and gives the focus back to the text', async () => {
    const { content, more, sheet, selectAll, lastHtml } = renderEditor('<p>текст</p>');
    selectAll();
    await userEvent.click(more);
    await waitFor(() => expect(sheet()).toHaveFocus());
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Нумерованный список' }));
    await waitFor(() => expect(lastHtml()).toBe('<ol><li>текст</li></ol>'));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(content).toHaveFocus());
    // A colour from the sheet too.
    selectAll();
    await userEvent.click(more);
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Цвет текста: Красный' }));
    await waitFor(() => expect(lastHtml()).toBe('<ol><li><span style="color:#F24942">текст</span></li></ol>'));
  });

  it('is one Tab stop with «Ещё» in it; from the keyboard the sheet opens on its first tool, Escape gives the focus back', async () => {
    const { row, more, sheet } = renderEditor('<p>текст</p>');
    expect(row().filter((button) => button.tabIndex === 0)).toEqual([row()[0]]);
    row()[0]!.focus();
    await userEvent.keyboard('{End}');
    expect(more).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(row()[5]!.parentElement!).getByRole('button', { name: 'Маркированный список' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const first = within(sheet()).getByRole('button', { name: 'Заголовок 3' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(within(sheet()).getByRole('button', { name: 'Заголовок 4' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens «Ещё» as a bottom sheet, not a popover placed by the button (review s47b, finding 13)', async () => {
    const { more, sheet } = renderEditor('<p>текст</p>');
    await userEvent.click(more);
    expect(sheet()).toBeVisible();
    // Its place is its class's (the window's bottom edge), not a left/top computed under «⋯».
    expect(sheet()).toHaveAttribute('data-sheet');
    expect(sheet()).toHaveClass('rte-more');
    expect(sheet().style.left).toBe('');
    expect(sheet().style.top).toBe('');
  });

  it('shows what is on: bold in the row, a heading 3 in the sheet, and a dot on «Ещё» for it', async () => {
    const { more, row, sheet, selectAll } = renderEditor('<h3><strong>жирный</strong></h3>');
    selectAll();
    await waitFor(() => expect(row()[0]).toHaveAttribute('aria-pressed', 'true'));
    expect(more).toHaveClass('rte-tool--holds-active');
    await userEvent.click(more);
    expect(within(sheet()).getByRole('button', { name: 'Заголовок 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves «Подчеркнутый» into the sheet on a phone too narrow for seven buttons (no sideways scroll)', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const { row, more, sheet } = renderEditor('');
    expect(names(row())).toEqual(['Полужирный', 'Курсив', 'Ссылка', 'Заголовок 2', 'Маркированный список', 'Ещё']);
    await userEvent.click(more);
    expect(within(sheet()).getByRole('button', { name: 'Подчеркнутый' })).toBeInTheDocument();
  });

  it('sticks under the page\'s sticky header, or to the top of a scrolling dialog body', () => {
    const header = document.createElement('header');
    header.style.position = 'sticky';
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ height: 57 } as DOMRect);
    document.body.prepend(header);
    try {
      const { toolbar } = renderEditor('');
      expect(toolbar.style.getPropertyValue('--rte-sticky-top')).toBe('57px');
    } finally {
      header.remove();
    }
  });

  // Review s47, finding 8: at the body's edge, over its top padding, so that nothing shows above it.
  it('sticks to the very top of a dialog\'s scrolling body, over the body\'s top padding', () => {
    const { toolbar } = renderEditor('', (editor) => (
      <div role="dialog">
        <div style={{ overflowY: 'auto', paddingTop: '20px' }}>{editor}</div>
      </div>
    ));
    expect(toolbar.style.getPropertyValue('--rte-sticky-top')).toBe('-20px');
  });

  it('sticks to the top of a scrolling body (a dialog\'s), whatever the page\'s header', () => {
    const { toolbar } = renderEditor('', (editor) => <div style={{ overflowY: 'auto' }}>{editor}</div>);
    expect(toolbar.style.getPropertyValue('--rte-sticky-top')).toBe('0px');
  });
});
