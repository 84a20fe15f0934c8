import { createI18nWithTexts, pickSections } from '@fuelcard/i18n';
import { I18nProvider } from '@fuelcard/i18n/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $selectAll, type LexicalEditor } from 'lexical';
import { Modal } from '@fuelcard/ui';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RichTextEditor from './rich-text-editor';

function renderEditor(initialHtml: string, editable = true, wrap = (editor: ReactNode) => editor) {
  const onChange = vi.fn<(html: string) => void>();
  const i18n = createI18nWithTexts({ lng: 'ru', texts: pickSections('ru', ['common', 'admin']) });
  render(
    <I18nProvider i18n={i18n}>
      {wrap(
        <>
          <span id="label">Описание (RU)</span>
          <RichTextEditor id="description" labelId="label" initialHtml={initialHtml} onChange={onChange} editable={editable} />
        </>,
      )}
    </I18nProvider>,
  );
  const content = screen.getByRole('textbox', { name: 'Описание (RU)' }) as HTMLElement & { __lexicalEditor: LexicalEditor };
  const toolbar = screen.getByRole('toolbar', { name: 'Панель форматирования' });
  // A colour or an alignment waits in its button's panel: found there even while it is closed.
  const button = (name: string) => within(toolbar).getByRole('button', { name, hidden: true });
  /** Presses a button, opening the panel that holds it first (as a person has to). */
  const press = async (name: string) => {
    const target = button(name);
    const panel = target.closest<HTMLElement>('.rte-popover');
    if (panel?.hidden) await userEvent.click(within(toolbar).getByRole('button', { name: panel.getAttribute('aria-label')! }));
    expect(target).toBeVisible();
    await userEvent.click(target);
  };
  const selectAll = () => act(() => content.__lexicalEditor.update(() => $selectAll(), { discrete: true }));
  const lastHtml = () => onChange.mock.lastCall?.[0];
  return { onChange, content, toolbar, button, press, selectAll, lastHtml };
}

afterEach(() => vi.restoreAllMocks());

describe('RichTextEditor', () => {
  it('has the toolbar of spec §2, the most used buttons first (review s45, finding 2)', () => {
    const { toolbar } = renderEditor('');
    expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Полужирный', 'Курсив', 'Подчеркнутый', 'Ссылка',
      'Заголовок 2', 'Заголовок 3', 'Заголовок 4',
      'Нумерованный список', 'Маркированный список', 'Цитата',
      'Цвет', 'Выравнивание',
      'Изображение',
      'Очистить форматирование',
    ]);
  });

  it('keeps the colours and the alignments in two panels, opened by «Цвет» and «Выравнивание»', async () => {
    const { toolbar } = renderEditor('<p>текст</p>');
    const colour = within(toolbar).getByRole('button', { name: 'Цвет' });
    expect(colour).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(colour);
    expect(colour).toHaveAttribute('aria-expanded', 'true');
    const colours = within(toolbar).getByRole('group', { name: 'Цвет' });
    expect(within(colours).getAllByRole('button').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Цвет текста: Зеленый', 'Цвет текста: Красный', 'Цвет текста: Черный', 'Цвет текста: Белый',
      'Цвет текста: Без цвета',
      'Цвет фона: Зеленый', 'Цвет фона: Красный', 'Цвет фона: Черный', 'Цвет фона: Белый',
      'Цвет фона: Без цвета',
    ]);
    // Each row named on screen; «Без цвета» only when the text has a colour to take off.
    expect(within(colours).getByRole('group', { name: 'Цвет текста' })).toHaveTextContent(/^Текст/);
    expect(within(colours).getByRole('group', { name: 'Цвет фона' })).toHaveTextContent(/^Фон/);
    expect(within(colours).getByRole('button', { name: 'Цвет текста: Без цвета' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(colour).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(colour);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Выравнивание' }));
    // One panel at a time: a press elsewhere closes the other.
    expect(within(toolbar).queryByRole('group', { name: 'Цвет' })).toBeNull();
    const alignments = within(toolbar).getByRole('group', { name: 'Выравнивание' });
    expect(within(alignments).getAllByRole('button').map((item) => item.getAttribute('aria-label'))).toEqual([
      'По левому краю', 'По центру', 'По правому краю', 'По ширине',
    ]);
  });

  it('opens a panel from the keyboard on its choice in use; arrows move, Escape gives the focus back', async () => {
    const { toolbar, selectAll } = renderEditor('<p style="text-align:center">текст</p>');
    selectAll();
    const align = within(toolbar).getByRole('button', { name: 'Выравнивание' });
    align.focus();
    await userEvent.keyboard('{Enter}');
    const centre = within(toolbar).getByRole('button', { name: 'По центру' });
    await waitFor(() => expect(centre).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'По правому краю' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(align).toHaveFocus();
    expect(align).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads the description HTML with its formatting and does not report the load as a change', () => {
    const { content, onChange } = renderEditor('<h2>Заголовок</h2><p><strong>жирный</strong> <span style="color:#F24942">красный</span></p>');
    expect(content.querySelector('h2')).toHaveTextContent('Заголовок');
    expect(content.querySelector('strong')).toHaveTextContent('жирный');
    expect(within(content).getByText('красный')).toHaveStyle({ color: 'rgb(242, 73, 66)' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['Полужирный', '<p><strong>текст</strong></p>'],
    ['Курсив', '<p><em>текст</em></p>'],
    ['Подчеркнутый', '<p><u>текст</u></p>'],
    ['Заголовок 2', '<h2>текст</h2>'],
    ['Заголовок 3', '<h3>текст</h3>'],
    ['Заголовок 4', '<h4>текст</h4>'],
    ['Нумерованный список', '<ol><li>текст</li></ol>'],
    ['Маркированный список', '<ul><li>текст</li></ul>'],
    ['Цвет текста: Зеленый', '<p><span style="color:#48AE5A">текст</span></p>'],
    ['Цвет текста: Белый', '<p><span style="color:#FFFFFF">текст</span></p>'],
    ['Цвет фона: Красный', '<p><span style="background-color:#F24942">текст</span></p>'],
    ['Цвет фона: Черный', '<p><span style="background-color:#000000">текст</span></p>'],
    ['По центру', '<p style="text-align:center">текст</p>'],
    ['По ширине', '<p style="text-align:justify">текст</p>'],
  ])('«%s» formats the selection and reports %s', async (name, html) => {
    const { button, press, selectAll, lastHtml } = renderEditor('<p>текст</p>');
    selectAll();
    await press(name);
    await waitFor(() => expect(lastHtml()).toBe(html));
    await waitFor(() => expect(button(name)).toHaveAttribute('aria-pressed', 'true'));
  });

  it.each([
    ['Полужирный', '<p><strong>текст</strong></p>'],
    ['Заголовок 2', '<h2>текст</h2>'],
    ['Маркированный список', '<ul><li>текст</li></ul>'],
    ['Цвет текста: Красный', '<p><span style="color:#F24942">текст</span></p>'],
  ])('«%s» pressed again takes the format off', async (name, html) => {
    const { button, press, selectAll, lastHtml } = renderEditor(html);
    selectAll();
    await waitFor(() => expect(button(name)).toHaveAttribute('aria-pressed', 'true'));
    await press(name);
    await waitFor(() => expect(lastHtml()).toBe('<p>текст</p>'));
  });

  async function linkDialog() {
    return screen.findByRole('dialog', { name: /ссылку/ });
  }

  it('links the selection through the link dialog: an outside address opens in a new tab unless unticked', async () => {
    const { button, selectAll, lastHtml } = renderEditor('<p>текст</p>');
    selectAll();
    await userEvent.click(button('Ссылка'));
    let dialog = await linkDialog();
    expect(dialog).toHaveAccessibleName('Вставить ссылку');
    const field = within(dialog).getByRole('combobox', { name: 'Адрес или поиск' });
    expect(field).toHaveFocus();
    await userEvent.type(field, ' https://example.by/page ');
    expect(within(dialog).getByRole('checkbox', { name: 'Открыть в новой вкладке' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(lastHtml()).toBe('<p><a href="https://example.by/page" target="_blank" rel="noopener noreferrer">текст</a></p>'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    // The caret in the link: the dialog edits it (same tab now) and can remove it.
    await waitFor(() => expect(button('Ссылка')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(button('Ссылка'));
    dialog = await linkDialog();
    expect(dialog).toHaveAccessibleName('Изменить ссылку');
    expect(within(dialog).getByRole('combobox')).toHaveValue('https://example.by/page');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Открыть в новой вкладке' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(lastHtml()).toBe('<p><a href="https://example.by/page">текст</a></p>'));
    await userEvent.click(button('Ссылка'));
    await userEvent.click(within(await linkDialog()).getByRole('button', { name: 'Удалить ссылку' }));
    await waitFor(() => expect(lastHtml()).toBe('<p>текст</p>'));
  });

  it('offers the site pages by name and links them in the same tab (mailto too)', async () => {
    const { button, selectAll, lastHtml } = renderEditor('<p>текст</p>');
    selectAll();
    await userEvent.click(button('Ссылка'));
    const dialog = await linkDialog();
    await userEvent.type(within(dialog).getByRole('combobox'), 'конт');
    const option = within(dialog).getByRole('option', { name: /Контакты/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('combobox')).toHaveValue('/contacts');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastHtml()).toBe('<p><a href="/contacts">текст</a></p>'));

    selectAll();
    await userEvent.click(button('Ссылка'));
    const again = await linkDialog();
    await userEvent.clear(within(again).getByRole('combobox'));
    await userEvent.type(within(again).getByRole('combobox'), 'mailto:info@example.by{Enter}');
    await waitFor(() => expect(lastHtml()).toBe('<p><a href="mailto:info@example.by">текст</a></p>'));
  });

  it('opens the link dialog with Ctrl+K in the text and closes it with Escape', async () => {
    const { content, onChange } = renderEditor('<p>текст</p>');
    content.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await linkDialog()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('inside a dialog (the quick form) opens the link chooser as a panel in the editor: one modal layer, Esc closes the panel only, Enter never submits the form', async () => {
    const closeOuter = vi.fn();
    const submitForm = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { content, lastHtml } = renderEditor('<p>текст</p>', true, (editor) => (
      <Modal open onClose={closeOuter} title="Изменение новости" closeLabel="Закрыть">
        <form onSubmit={submitForm}>{editor}</form>
      </Modal>
    ));
    const outer = screen.getByRole('dialog', { name: 'Изменение новости' });
    content.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const panel = await linkDialog();
    expect(outer).toContainElement(panel);
    expect(panel.closest('.rte')).not.toBeNull();
    expect(panel).not.toHaveAttribute('aria-modal');
    expect(document.querySelectorAll('[aria-modal="true"]')).toHaveLength(1);
    // No second «Отмена» beside the form's (review s44, finding 12): its own ✕, named apart from
    // the dialog's, or Esc closes it.
    expect(within(panel).queryByRole('button', { name: 'Отмена' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Закрыть' })).toBeNull();
    expect(within(panel).getByRole('combobox', { name: 'Адрес или поиск' })).toHaveFocus();
    await userEvent.click(within(panel).getByRole('button', { name: 'Закрыть панель ссылки' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /ссылку/ })).toBeNull());
    expect(closeOuter).not.toHaveBeenCalled();
    content.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    await linkDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /ссылку/ })).toBeNull());
    expect(closeOuter).not.toHaveBeenCalled();
    await waitFor(() => expect(content).toHaveFocus());

    act(() => content.__lexicalEditor.update(() => $selectAll(), { discrete: true }));
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(within(await linkDialog()).getByRole('combobox'), 'https://example.by{Enter}');
    await waitFor(() =>
      expect(lastHtml()).toBe('<p><a href="https://example.by" target="_blank" rel="noopener noreferrer">текст</a></p>'),
    );
    expect(submitForm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: /ссылку/ })).toBeNull();
    expect(outer).toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'ftp://example.by', 'example.by', 'https://', '//evil.example'])('refuses the link address %j', async (url) => {
    const { button, selectAll, onChange } = renderEditor('<p>текст</p>');
    selectAll();
    await userEvent.click(button('Ссылка'));
    const dialog = await linkDialog();
    await userEvent.type(within(dialog).getByRole('combobox'), url);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(within(dialog).getByText('Адрес ссылки должен начинаться с /, http://, https://, mailto: или tel:')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('makes a quote with the toolbar and takes it off again', async () => {
    const { button, selectAll, lastHtml } = renderEditor('<p>текст</p>');
    selectAll();
    await userEvent.click(button('Цитата'));
    await waitFor(() => expect(lastHtml()).toBe('<blockquote>текст</blockquote>'));
    await waitFor(() => expect(button('Цитата')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(button('Цитата'));
    await waitFor(() => expect(lastHtml()).toBe('<p>текст</p>'));
  });

  it('clears formatting: text formats, colours, alignment and headings; lists and links stay', async () => {
    const { button, selectAll, lastHtml } = renderEditor(
      '<h2 style="text-align:center"><strong><span style="color:#F24942">Важно</span></strong></h2>' +
        '<ul><li><em>пункт</em> <a href="tel:+375171234567">звонок</a></li></ul>',
    );
    selectAll();
    await userEvent.click(button('Очистить форматирование'));
    await waitFor(() => expect(lastHtml()).toBe('<p>Важно</p><ul><li>пункт <a href="tel:+375171234567">звонок</a></li></ul>'));
  });

  it('is read-only, toolbar included, while the form is being sent', () => {
    const { content, toolbar } = renderEditor('<p>текст</p>', false);
    expect(content).toHaveAttribute('aria-readonly', 'true');
    expect(content).toHaveAttribute('contenteditable', 'false');
    for (const item of within(toolbar).getAllByRole('button')) expect(item).toBeDisabled();
  });

  it('is one Tab stop; arrow keys, Home and End move between the buttons', async () => {
    const { button } = renderEditor('');
    const tabStops = screen.getAllByRole('button').filter((item) => item.tabIndex === 0);
    expect(tabStops).toEqual([button('Полужирный')]);
    button('Полужирный').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(button('Курсив')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(button('Очистить форматирование')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(button('Полужирный')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(button('Очистить форматирование')).toHaveAttribute('tabindex', '0');
    expect(button('Полужирный')).toHaveAttribute('tabindex', '-1');
  });
});
