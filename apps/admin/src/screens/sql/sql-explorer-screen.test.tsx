import {
  ApiError,
  NetworkError,
  type ApiClient,
  type SqlExecuteResponse,
} from '@fuelcard/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/session';
import { deferred, fakeApi, renderConsole } from '../../test/render-console';
import { SqlExplorerScreen } from './sql-explorer-screen';

function renderSql(
  executeSql: ApiClient['executeSql'],
  role: 'superadmin' | 'admin' = 'superadmin',
  dryRunSql?: ApiClient['dryRunSql'],
) {
  renderConsole(<SqlExplorerScreen />, {
    api: fakeApi(dryRunSql ? { executeSql, dryRunSql } : { executeSql }),
    role,
  });
}

const CHANGES_DATA = { error: 'Запрос изменяет данные', changesData: true as const };

async function run(sql: string) {
  const field = screen.getByLabelText('SQL-запрос');
  await userEvent.clear(field);
  if (sql) await userEvent.type(field, sql);
  await userEvent.click(screen.getByRole('button', { name: 'Выполнить' }));
}

const READ_ONLY = { readOnly: true };

/** Turns on «Изменение данных» (a statement that changes data runs only in that mode). */
async function changeMode() {
  await userEvent.click(screen.getByRole('radio', { name: 'Изменение данных' }));
}

/** Pretends the window matches the given media queries. */
function matching(...queries: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: queries.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('SqlExplorerScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is for the superadmin only', () => {
    renderSql(vi.fn<ApiClient['executeSql']>(), 'admin');
    expect(screen.getByText('У вас нет прав для работы с SQL Explorer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выполнить' })).not.toBeInTheDocument();
  });

  it.each(['', '   '])('asks for a query without calling the server for %j', async (sql) => {
    const executeSql = vi.fn<ApiClient['executeSql']>();
    renderSql(executeSql);
    await run(sql);
    expect(screen.getByRole('alert')).toHaveTextContent('Введите SQL-запрос');
    expect(executeSql).not.toHaveBeenCalled();
  });

  it('says the user is not authorised when there is no token, without calling the server', async () => {
    localStorage.clear();
    const executeSql = vi.fn<ApiClient['executeSql']>();
    renderSql(executeSql);
    await run('SELECT 1');
    expect(screen.getByRole('alert')).toHaveTextContent('Пользователь не авторизован');
    expect(executeSql).not.toHaveBeenCalled();
  });

  it('shows rows as a table with NULL for null cells, and the running state', async () => {
    const answer = deferred<SqlExecuteResponse>();
    const executeSql = vi.fn(() => answer.promise);
    renderSql(executeSql);
    await run('SELECT id, slug, note FROM news');
    expect(screen.getByRole('button', { name: 'Выполнение…' })).toBeDisabled();
    answer.resolve({
      rows: [
        { id: 1, slug: 'a', note: null },
        { id: 2, slug: 'b', note: 'x', extra: { k: 1 } },
      ],
      truncated: false,
    });
    const table = await screen.findByRole('table', { name: 'Результат' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['id', 'slug', 'note', 'extra']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'a', 'NULL', 'NULL', '2', 'b', 'x', '{"k":1}']);
    expect(executeSql).toHaveBeenCalledWith('SELECT id, slug, note FROM news', READ_ONLY);
    expect(screen.queryByText(/^Показан/)).not.toBeInTheDocument();
  });

  it("draws an empty string as a muted '' read as «пустая строка», apart from NULL (review s47, finding 15)", async () => {
    renderSql(
      vi.fn(async () => ({ rows: [{ start_date: '', cover: null, slug: 'a' }], truncated: false })),
    );
    await run('SELECT start_date, cover, slug FROM news');
    const cells = within(await screen.findByRole('table', { name: 'Результат' })).getAllByRole(
      'cell',
    );
    expect(cells.map((cell) => cell.textContent)).toEqual(["''пустая строка", 'NULL', 'a']);
    expect(cells[0]!.querySelector('.sql-empty [aria-hidden="true"]')).toHaveTextContent("''");
    expect(cells[0]!.querySelector('.sql-null')).toBeNull();
    expect(cells[1]!.querySelector('.sql-null')).toHaveTextContent('NULL');
  });

  it('says how many rows a cut result had', async () => {
    renderSql(
      vi.fn(async () => ({ rows: [{ x: 1 }, { x: 2 }], truncated: true, totalRows: 1500 })),
    );
    await run('SELECT x FROM big');
    expect(await screen.findByText(/^Показаны первые 2 строки из 1\s500\. /)).toBeInTheDocument();
  });

  it('says «more than» when the API could not count them all', async () => {
    renderSql(vi.fn(async () => ({ rows: [{ x: 1 }], truncated: true, moreRowsThan: 1000 })));
    await run('SELECT x FROM t');
    expect(
      await screen.findByText(/^Показана первая 1 строка из более чем 1\s000\. /),
    ).toBeInTheDocument();
  });

  it('says when a select returned no rows', async () => {
    renderSql(vi.fn(async () => ({ rows: [], truncated: false })));
    await run('SELECT 1 WHERE 0');
    expect(await screen.findByText('Запрос не вернул ни одной строки')).toHaveTextContent(
      /^Запрос не вернул ни одной строки · \d+ мс$/,
    );
    expect(screen.queryByTestId('sql-row-total')).not.toBeInTheDocument();
  });

  it.each([
    [{ affectedRows: 3 }, 'Изменено строк: 3'],
    [{} as SqlExecuteResponse, 'Изменено строк: 0'],
  ])('shows a reply without rows as the count of changed rows (%j)', async (reply, text) => {
    renderSql(vi.fn(async () => reply));
    await run("UPDATE news SET priority = 'A'");
    expect(await screen.findByRole('status')).toHaveTextContent(text);
  });

  it("shows the server's error field", async () => {
    renderSql(vi.fn(async () => ({ error: 'no such table: nope' })));
    await run('SELECT * FROM nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('no such table: nope');
  });

  it('says the user is not authorised on a 401', async () => {
    renderSql(
      vi.fn(async () =>
        Promise.reject(new ApiError(401, { error: 'Пользователь не авторизован' }, 'POST')),
      ),
    );
    await run('SELECT 1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Пользователь не авторизован$/);
  });

  it.each([
    [
      'a network failure',
      new NetworkError('POST /api/sql-explorer/execute', new TypeError('Failed to fetch')),
      'Failed to fetch',
    ],
    [
      'a server failure',
      new ApiError(500, { error: 'Внутренняя ошибка сервера' }, 'POST'),
      'Внутренняя ошибка сервера',
    ],
  ])('prefixes a thrown failure with the spec text (%s)', async (_name, failure, cause) => {
    renderSql(vi.fn(async () => Promise.reject(failure)));
    await run('SELECT 1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Ошибка выполнения запроса: ${cause}`,
    );
  });

  it('runs the query with Ctrl+Enter', async () => {
    const executeSql = vi.fn(async () => ({ rows: [{ x: 1 }], truncated: false }));
    renderSql(executeSql);
    await userEvent.type(
      screen.getByLabelText('SQL-запрос'),
      'SELECT 1{Control>}{Enter}{/Control}',
    );
    expect(await screen.findByRole('table', { name: 'Результат' })).toBeInTheDocument();
  });

  it('previews a statement that changes data and runs it only after «Выполнить» (issue 28)', async () => {
    const executeSql = vi.fn<ApiClient['executeSql']>(async (_sql, options) =>
      options?.readOnly ? CHANGES_DATA : { affectedRows: 2 },
    );
    const dryRunSql = vi.fn<ApiClient['dryRunSql']>(async () => ({
      readOnly: false,
      affectedRows: 2,
      changesStructure: false,
      preview: [
        { id: 1, slug: 'a' },
        { id: 2, slug: 'b' },
      ],
      previewTruncated: false,
    }));
    renderSql(executeSql, 'superadmin', dryRunSql);
    await changeMode();
    await run('DELETE FROM news');
    let dialog = await screen.findByRole('dialog', {
      name: 'Выполнить запрос, изменяющий данные?',
    });
    expect(within(dialog).getByText('Будет изменено строк: 2')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    expect(dryRunSql).toHaveBeenCalledWith('DELETE FROM news');
    expect(executeSql).toHaveBeenCalledTimes(1);

    // «Отмена»: nothing runs.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Запрос не выполнен: ничего не изменено.')).toBeInTheDocument();
    expect(executeSql).toHaveBeenCalledTimes(1);

    // «Выполнить»: the statement is executed as it is.
    await run('DELETE FROM news');
    dialog = await screen.findByRole('dialog', { name: 'Выполнить запрос, изменяющий данные?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выполнить' }));
    expect(await screen.findByText('Изменено строк: 2')).toBeInTheDocument();
    expect(executeSql).toHaveBeenLastCalledWith('DELETE FROM news');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the dry run’s error and runs nothing', async () => {
    const executeSql = vi.fn<ApiClient['executeSql']>(async () => CHANGES_DATA);
    const dryRunSql = vi.fn<ApiClient['dryRunSql']>(async () => ({ error: 'no such table: x' }));
    renderSql(executeSql, 'superadmin', dryRunSql);
    await changeMode();
    await run('DELETE FROM x');
    expect(await screen.findByRole('alert')).toHaveTextContent('no such table: x');
    expect(executeSql).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the row count and the time taken, and keeps the statements run in this browser', async () => {
    const executeSql = vi.fn(async () => ({ rows: [{ x: 1 }, { x: 2 }], truncated: false }));
    renderSql(executeSql);
    await run('SELECT x FROM a');
    // Once, under the box (review s47, finding 14: the head said «Строк: 2 · N мс» as well).
    const total = await screen.findByTestId('sql-row-total');
    expect(total).toHaveTextContent(/^2 строки$/);
    expect(total.parentElement).toHaveTextContent(/^2 строки · \d+ мс$/);
    expect(screen.queryByText(/Строк:/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/\d+ мс/)).toHaveLength(1);
    await run('SELECT x FROM b');
    const history = screen.getByRole('region', { name: 'История запросов' });
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('button')?.textContent),
      ).toEqual(['SELECT x FROM b', 'SELECT x FROM a']),
    );
    await userEvent.click(
      within(history).getByRole('button', { name: 'Повторить запрос № 2 из истории' }),
    );
    await waitFor(() => expect(executeSql).toHaveBeenLastCalledWith('SELECT x FROM a', READ_ONLY));
    expect(screen.getByLabelText('SQL-запрос')).toHaveValue('SELECT x FROM a');
  });

  it('says under the result how many rows it holds («40 строк»)', async () => {
    const rows = Array.from({ length: 40 }, (_, x) => ({ x }));
    renderSql(vi.fn(async () => ({ rows, truncated: false })));
    await run('SELECT x FROM a');
    expect(await screen.findByTestId('sql-row-total')).toHaveTextContent(/^40 строк$/);
  });

  it('scrolls the query back to the start of its lines when it runs (review s46, finding 18)', async () => {
    renderSql(vi.fn(async () => ({ rows: [{ x: 1 }], truncated: false })));
    const field = screen.getByLabelText('SQL-запрос');
    await userEvent.type(field, 'SELECT id, slug, title FROM news');
    let left = 180;
    Object.defineProperty(field, 'scrollLeft', {
      configurable: true,
      get: () => left,
      set: (value: number) => (left = value),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Выполнить' }));
    expect(await screen.findByRole('table', { name: 'Результат' })).toBeInTheDocument();
    expect(left).toBe(0);
  });

  it('cuts a long value and shows it whole in a dialog', async () => {
    const long = 'x'.repeat(300);
    renderSql(vi.fn(async () => ({ rows: [{ id: 1, body: long }], truncated: false })));
    await run('SELECT id, body FROM t');
    const cell = await screen.findByRole('button', { name: /^x+$/ });
    expect(cell.textContent!.length).toBeLessThan(long.length);
    expect(cell).toHaveAccessibleDescription('Нажмите, чтобы увидеть значение целиком.');
    await userEvent.click(cell);
    const dialog = screen.getByRole('dialog', { name: 'body, строка 1' });
    expect(within(dialog).getByText(long)).toBeInTheDocument();
  });

  it('cuts a value at the 28 characters its column holds (review s47c, finding 4)', async () => {
    const fits = 'a'.repeat(28);
    const cut = 'b'.repeat(29);
    renderSql(vi.fn(async () => ({ rows: [{ id: 1, fits, cut }], truncated: false })));
    await run('SELECT 1');
    const table = await screen.findByRole('table', { name: 'Результат' });
    expect(within(table).getByText(fits).tagName).toBe('SPAN');
    expect(within(table).getByRole('button', { name: cut })).toHaveAccessibleDescription(
      'Нажмите, чтобы увидеть значение целиком.',
    );
  });

  it('lays out HTML and JSON in the value dialog, and copies the value as it is (review s47c, finding 12)', async () => {
    const html =
      '<p>Первый <strong>абзац</strong> новости о топливных картах.</p><ul><li>один</li><li>два</li></ul><script>alert(1)</script>';
    const json = '{"a":1,"b":[true,null],"card":"топливная"}';
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderSql(
      vi.fn(async () => ({
        rows: [{ id: 1, html, json: { a: 1, b: [true, null], card: 'топливная' } }],
        truncated: false,
      })),
    );
    await run('SELECT 1');
    await userEvent.click(await screen.findByRole('button', { name: /^<p>Первый/ }));
    let dialog = screen.getByRole('dialog', { name: 'html, строка 1' });
    const pre = dialog.querySelector('pre')!;
    expect(pre.textContent).toBe(
      '<p>Первый <strong>абзац</strong> новости о топливных картах.</p>\n<ul>\n  <li>один</li>\n  <li>два</li>\n</ul>\n<script>alert(1)</script>',
    );
    // Shown as text, never rendered: no element of the value in the dialog.
    expect(dialog.querySelector('strong, ul, script')).toBeNull();
    expect(
      within(dialog).getByText(
        'Показано с отступами для чтения; «Копировать значение» копирует его как есть.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Копировать значение' }));
    expect(writeText).toHaveBeenCalledWith(html);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Закрыть' }).at(-1)!);
    await userEvent.click(await screen.findByRole('button', { name: json }));
    dialog = screen.getByRole('dialog', { name: 'json, строка 1' });
    expect(dialog.querySelector('pre')!.textContent).toBe(
      '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ],\n  "card": "топливная"\n}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Копировать значение' }));
    expect(writeText).toHaveBeenLastCalledWith(json);
  });

  describe('reading and change modes (review s45b, finding 4)', () => {
    const DRY_RUN = {
      readOnly: false as const,
      affectedRows: 1,
      changesStructure: false,
      preview: [{ id: 1 }],
      previewTruncated: false,
    };

    it('starts in reading mode: a calm card and a green «Выполнить»', () => {
      renderSql(vi.fn<ApiClient['executeSql']>());
      const modes = screen.getByRole('group', { name: 'Режим' });
      expect(within(modes).getByRole('radio', { name: 'Чтение' })).toBeChecked();
      expect(within(modes).getByRole('radio', { name: 'Изменение данных' })).not.toBeChecked();
      const form = screen.getByRole('button', { name: 'Выполнить' }).closest('form')!;
      expect(form).toHaveAttribute('data-mode', 'read');
      expect(screen.queryByText(/^Режим изменения:/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Выполнить' }).className).not.toMatch(/danger/);
    });

    it('does not run a statement that changes data in reading mode, and offers change mode', async () => {
      const executeSql = vi.fn<ApiClient['executeSql']>(async (_sql, options) =>
        options?.readOnly ? CHANGES_DATA : { affectedRows: 1 },
      );
      const dryRunSql = vi.fn<ApiClient['dryRunSql']>(async () => DRY_RUN);
      renderSql(executeSql, 'superadmin', dryRunSql);
      await run('DELETE FROM news');
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('Запрос изменяет данные — в режиме чтения он не выполнен');
      expect(executeSql).toHaveBeenCalledTimes(1);
      expect(executeSql).toHaveBeenCalledWith('DELETE FROM news', READ_ONLY);
      expect(dryRunSql).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await userEvent.click(
        within(notice).getByRole('button', { name: 'Включить режим изменения' }),
      );
      expect(screen.getByRole('radio', { name: 'Изменение данных' })).toBeChecked();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByLabelText('SQL-запрос')).toHaveFocus();
      expect(screen.getByLabelText('SQL-запрос')).toHaveValue('DELETE FROM news');
      expect(executeSql).toHaveBeenCalledTimes(1);
    });

    it('draws change mode in red, and goes back to reading after a confirmed write', async () => {
      const executeSql = vi.fn<ApiClient['executeSql']>(async (_sql, options) =>
        options?.readOnly ? CHANGES_DATA : { affectedRows: 1 },
      );
      renderSql(
        executeSql,
        'superadmin',
        vi.fn<ApiClient['dryRunSql']>(async () => DRY_RUN),
      );
      await changeMode();
      const execute = screen.getByRole('button', { name: 'Выполнить' });
      expect(execute.closest('form')).toHaveAttribute('data-mode', 'write');
      expect(execute.className).toMatch(/danger/);
      expect(
        screen.getByText('Режим изменения: запросы меняют данные после подтверждения'),
      ).toBeInTheDocument();

      // A cancelled write keeps change mode.
      await run('DELETE FROM news WHERE id = 1');
      let dialog = await screen.findByRole('dialog', {
        name: 'Выполнить запрос, изменяющий данные?',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
      expect(screen.getByRole('radio', { name: 'Изменение данных' })).toBeChecked();

      // A confirmed one puts reading mode back, and says so.
      await run('DELETE FROM news WHERE id = 1');
      dialog = await screen.findByRole('dialog', { name: 'Выполнить запрос, изменяющий данные?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Выполнить' }));
      expect(await screen.findByText('Изменено строк: 1')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Чтение' })).toBeChecked();
      expect(screen.queryByText(/^Режим изменения:/)).not.toBeInTheDocument();
      expect(screen.getByText('Данные изменены. Снова включён режим чтения.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Выполнить' }).className).not.toMatch(/danger/);
    });

    it('keeps change mode when the write fails, and runs reads in either mode', async () => {
      const executeSql = vi.fn<ApiClient['executeSql']>(async (sql, options) => {
        if (sql.startsWith('SELECT')) return { rows: [{ x: 1 }], truncated: false };
        return options?.readOnly ? CHANGES_DATA : { error: 'constraint failed' };
      });
      renderSql(
        executeSql,
        'superadmin',
        vi.fn<ApiClient['dryRunSql']>(async () => DRY_RUN),
      );
      await changeMode();
      await run('SELECT x');
      expect(await screen.findByRole('table', { name: 'Результат' })).toBeInTheDocument();
      await run('DELETE FROM news');
      const dialog = await screen.findByRole('dialog', {
        name: 'Выполнить запрос, изменяющий данные?',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Выполнить' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('constraint failed');
      expect(screen.getByRole('radio', { name: 'Изменение данных' })).toBeChecked();
    });

    it('starts in reading mode again when the page is opened again', async () => {
      renderSql(vi.fn<ApiClient['executeSql']>());
      await changeMode();
      cleanup();
      renderSql(vi.fn<ApiClient['executeSql']>());
      expect(screen.getByRole('radio', { name: 'Чтение' })).toBeChecked();
    });
  });

  describe('the Ctrl + Enter hint (review s45b, finding 23)', () => {
    it('is under the query where keys are pressed', () => {
      matching();
      renderSql(vi.fn<ApiClient['executeSql']>());
      expect(screen.getByLabelText('SQL-запрос')).toHaveAccessibleDescription(/Ctrl \+ Enter/);
    });

    it.each([
      ['a touch screen', '(hover: none) and (pointer: coarse)'],
      ['a phone', '(max-width: 767.98px)'],
    ])('is not on %s', (_name, query) => {
      matching(query);
      renderSql(vi.fn<ApiClient['executeSql']>());
      expect(screen.queryByText(/Ctrl \+ Enter/)).not.toBeInTheDocument();
    });
  });

  describe('the history (review s45b, finding 13)', () => {
    const seed = (count: number) =>
      localStorage.setItem(
        'fuelcard.console.sqlHistory.anna',
        JSON.stringify(
          Array.from({ length: count }, (_, n) => ({
            sql: `SELECT ${n + 1}`,
            at: '2026-11-28T10:00:00Z',
          })),
        ),
      );

    // Review s47c, finding 5 (a deliberate change): a desk's history no longer shows the newest
    // five and «Показать все (N)»; it is as tall as the query's card and its list scrolls (sql.css).
    it('lists every entry beside the query on a desk, with no «Показать все»', () => {
      matching('(min-width: 1200px)');
      seed(8);
      renderSql(vi.fn<ApiClient['executeSql']>());
      const history = screen.getByRole('region', { name: 'История запросов' });
      expect(within(history).getAllByRole('listitem')).toHaveLength(8);
      expect(
        within(history).queryByRole('button', { name: /Показать все|Свернуть/ }),
      ).not.toBeInTheDocument();
    });

    it('tags a statement that did not run: refused, cancelled or failed (review s47, finding 15)', async () => {
      const executeSql = vi.fn<ApiClient['executeSql']>(async (sql, options) => {
        if (sql === 'SELECT 1') return { rows: [{ x: 1 }], truncated: false };
        if (sql === 'SELECT nope') return { error: 'no such column: nope' };
        return options?.readOnly ? CHANGES_DATA : { affectedRows: 1 };
      });
      const dryRunSql = vi.fn<ApiClient['dryRunSql']>(async () => ({
        readOnly: false as const,
        affectedRows: 1,
        changesStructure: false,
        preview: [],
        previewTruncated: false,
      }));
      renderSql(executeSql, 'superadmin', dryRunSql);
      await run('SELECT 1');
      await run('SELECT nope');
      await run('DELETE FROM news');
      await screen.findByRole('button', { name: 'Включить режим изменения' });
      await changeMode();
      await run('UPDATE news SET priority = 1');
      const dialog = await screen.findByRole('dialog', {
        name: 'Выполнить запрос, изменяющий данные?',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
      const history = screen.getByRole('region', { name: 'История запросов' });
      const tags = () =>
        within(history)
          .getAllByRole('listitem')
          .map((item) => [
            item.querySelector('button')!.textContent,
            item.querySelector('.sql-history__tag')?.textContent ?? '',
          ]);
      await waitFor(() =>
        expect(tags()).toEqual([
          ['UPDATE news SET priority = 1', 'отменён'],
          ['DELETE FROM news', 'не выполнен'],
          ['SELECT nope', 'ошибка'],
          ['SELECT 1', ''],
        ]),
      );
      // The tag is read with the statement, after its time.
      expect(
        within(history).getByRole('button', { name: 'DELETE FROM news' }),
      ).toHaveAccessibleDescription(/^\d{2}\.\d{2}\.\d{4}.*не выполнен$/);
      // Kept in this browser; run again successfully, the tag goes.
      expect(
        JSON.parse(localStorage.getItem('fuelcard.console.sqlHistory.anna')!)[2],
      ).toMatchObject({ sql: 'SELECT nope', outcome: 'failed' });
      executeSql.mockImplementation(async () => ({ rows: [{ x: 1 }], truncated: false }));
      await userEvent.click(
        within(history).getByRole('button', { name: 'Повторить запрос № 3 из истории' }),
      );
      await waitFor(() => expect(tags()[0]).toEqual(['SELECT nope', '']));
    });

    it('shows all of them, last on the page, narrower than a desk', () => {
      matching();
      seed(8);
      renderSql(vi.fn<ApiClient['executeSql']>());
      const history = screen.getByRole('region', { name: 'История запросов' });
      expect(within(history).getAllByRole('listitem')).toHaveLength(8);
      expect(
        within(history).queryByRole('button', { name: /Показать все/ }),
      ).not.toBeInTheDocument();
    });
  });

  describe('the query field', () => {
    it('numbers the lines of the statement beside it, wider than a phone', async () => {
      matching();
      renderSql(vi.fn<ApiClient['executeSql']>());
      const field = screen.getByLabelText('SQL-запрос');
      const gutter = screen.getByTestId('sql-gutter');
      expect(gutter).toHaveAttribute('aria-hidden', 'true');
      expect(gutter.textContent).toBe('1');
      await userEvent.type(field, 'SELECT id{Enter}FROM news{Enter}WHERE id = 1');
      expect([...gutter.querySelectorAll('span')].map((line) => line.textContent)).toEqual([
        '1',
        '2',
        '3',
      ]);
      // Review s47c, finding 4 (a deliberate change: the field no longer keeps its lines unwrapped):
      // the text wraps, and a hidden mirror holds each line in a block of its own, which the browser
      // journey measures a number's height by.
      expect(field.closest('.sql-query')).toHaveAttribute('data-gutter', 'true');
      expect(field).not.toHaveAttribute('wrap');
      const mirror = field.closest('.sql-query')!.querySelector('.sql-query__mirror')!;
      expect(mirror).toHaveAttribute('aria-hidden', 'true');
      expect([...mirror.children].map((line) => line.textContent)).toEqual([
        'SELECT id',
        'FROM news',
        'WHERE id = 1',
      ]);
      await userEvent.type(field, '{Enter}');
      expect([...mirror.children].map((line) => line.textContent)).toEqual([
        'SELECT id',
        'FROM news',
        'WHERE id = 1',
        '\u200b',
      ]);
    });

    it('wraps and has no gutter on a phone', () => {
      matching('(max-width: 767.98px)');
      renderSql(vi.fn<ApiClient['executeSql']>());
      expect(screen.queryByTestId('sql-gutter')).not.toBeInTheDocument();
      const field = screen.getByLabelText('SQL-запрос');
      expect(field.closest('.sql-query')).not.toHaveAttribute('data-gutter');
      expect(field).not.toHaveAttribute('wrap');
    });
  });

  describe('a result on a phone up to 599 px (review s48b, finding 7)', () => {
    const PHONE = ['(max-width: 599.98px)', '(max-width: 767.98px)'];
    const rows = Array.from({ length: 45 }, (_, n) => ({
      id: n + 1,
      slug: `news-${n + 1}`,
      note: n === 0 ? null : n === 1 ? '' : 'x',
      body: 'Очень длинное описание новости о топливных картах и электронных деньгах',
    }));

    it("draws each row as a card: «Строка N» over column–value pairs, NULL and '' chips, no table", async () => {
      matching(...PHONE);
      renderSql(vi.fn(async () => ({ rows, truncated: false })));
      await run('SELECT 1');
      const list = await screen.findByRole('list', { name: 'Результат' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(20);
      expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Строка 1');
      const names = [...cards[0]!.querySelectorAll('dt')].map((node) => node.textContent);
      expect(names).toEqual(['id', 'slug', 'note', 'body']);
      const values = [...cards[0]!.querySelectorAll('dd')];
      expect(values.map((node) => node.textContent?.slice(0, 10))).toEqual([
        '1',
        'news-1',
        'NULL',
        'Очень длин',
      ]);
      expect(values[0]).toHaveClass('sql-table__number');
      expect(values[2]!.querySelector('.sql-null')).toHaveTextContent('NULL');
      expect(cards[1]!.querySelectorAll('dd')[2]!.querySelector('.sql-empty')).toHaveTextContent(
        "''пустая строка",
      );
      // The count line stays as on a desk, and there is no «ещё N столбцов» cue.
      expect(screen.getByTestId('sql-row-total')).toHaveTextContent('45 строк');
      expect(screen.queryByText(/столбц/)).not.toBeInTheDocument();
    });

    it('opens a long value whole on a tap', async () => {
      matching(...PHONE);
      renderSql(vi.fn(async () => ({ rows, truncated: false })));
      await run('SELECT 1');
      const list = await screen.findByRole('list', { name: 'Результат' });
      const third = within(list).getAllByRole('listitem')[2]!;
      const long = within(third).getByRole('button', { name: /^Очень длинное описание/ });
      expect(long).toHaveAccessibleDescription('Нажмите, чтобы увидеть значение целиком.');
      await userEvent.click(long);
      expect(screen.getByRole('dialog', { name: 'body, строка 3' })).toBeInTheDocument();
    });

    it('shows 20 records, then 20 more, then the rest, moving to the first one added', async () => {
      matching(...PHONE);
      renderSql(vi.fn(async () => ({ rows, truncated: false })));
      await run('SELECT 1');
      const list = await screen.findByRole('list', { name: 'Результат' });
      await userEvent.click(screen.getByRole('button', { name: 'Показать ещё 20' }));
      expect(within(list).getAllByRole('listitem')).toHaveLength(40);
      expect(screen.getByRole('heading', { name: 'Строка 21' })).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'Показать ещё 5' }));
      expect(within(list).getAllByRole('listitem')).toHaveLength(45);
      expect(screen.getByRole('heading', { name: 'Строка 41' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: /Показать ещё/ })).not.toBeInTheDocument();
      // A new result starts again at 20.
      await run('SELECT 2');
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Результат' })).getAllByRole('listitem'),
        ).toHaveLength(20),
      );
    });

    // Review s49, finding 4 (a deliberate change from breaking after the underscores, which made
    // «seo_ / description_ru» two lines): a name stands on one line, cut by CSS, whole in its title.
    it('keeps a long column name whole in its text and title, with no line breaks', async () => {
      matching(...PHONE);
      renderSql(vi.fn(async () => ({ rows: [{ seo_description_ru: 'x' }], truncated: false })));
      await run('SELECT 1');
      const name = (await screen.findByRole('list', { name: 'Результат' })).querySelector('dt')!;
      expect(name).toHaveTextContent('seo_description_ru');
      expect(name).toHaveAttribute('title', 'seo_description_ru');
      expect(name.querySelectorAll('wbr')).toHaveLength(0);
    });

    describe('a wide row (review s49, finding 4)', () => {
      const wide = Array.from({ length: 3 }, (_, n) =>
        Object.fromEntries(
          ['id', 'slug', 'a', 'b', 'c', 'd', 'e', 'f'].map((column) => [column, `${column}${n}`]),
        ),
      );
      const names = (card: HTMLElement) =>
        [...card.querySelectorAll('dt')].map((node) => node.textContent);

      it('shows its first 5 fields and «Ещё N полей», which shows the rest in place and hides them again', async () => {
        matching(...PHONE);
        renderSql(vi.fn(async () => ({ rows: wide, truncated: false })));
        await run('SELECT 1');
        const list = await screen.findByRole('list', { name: 'Результат' });
        const [first, second] = within(list).getAllByRole('listitem');
        expect(names(first!)).toEqual(['id', 'slug', 'a', 'b', 'c']);
        const more = within(first!).getByRole('button', { name: 'Ещё 3 поля' });
        expect(more).toHaveAttribute('aria-expanded', 'false');
        await userEvent.click(more);
        expect(names(first!)).toEqual(['id', 'slug', 'a', 'b', 'c', 'd', 'e', 'f']);
        expect(more).toHaveAttribute('aria-expanded', 'true');
        expect(more).toHaveAccessibleName('Скрыть 3 поля');
        expect(more).toHaveFocus();
        // The other cards stay folded.
        expect(names(second!)).toHaveLength(5);
        await userEvent.click(more);
        expect(names(first!)).toHaveLength(5);
        expect(more).toHaveAttribute('aria-expanded', 'false');
        // A new result starts folded again.
        await userEvent.click(more);
        await run('SELECT 2');
        await waitFor(() =>
          expect(
            within(screen.getByRole('list', { name: 'Результат' })).getAllByRole('button', {
              name: /^Ещё 3 поля/,
            }),
          ).toHaveLength(3),
        );
      });

      it('shows a sixth field rather than a toggle for it', async () => {
        matching(...PHONE);
        const six = wide.map(({ id, slug, a, b, c, d }) => ({ id, slug, a, b, c, d }));
        renderSql(vi.fn(async () => ({ rows: six, truncated: false })));
        await run('SELECT 1');
        const list = await screen.findByRole('list', { name: 'Результат' });
        expect(names(within(list).getAllByRole('listitem')[0]!)).toHaveLength(6);
        expect(within(list).queryByRole('button', { name: /^Ещё/ })).not.toBeInTheDocument();
      });
    });

    it('puts the row count and the time at the top of «Результат» as well, on a phone only', async () => {
      matching(...PHONE);
      renderSql(vi.fn(async () => ({ rows, truncated: false })));
      await run('SELECT 1');
      const top = await screen.findByTestId('sql-row-summary');
      expect(top).toHaveTextContent(/^45 строк · \d+ мс$/);
      expect(top.closest('.sql-result__head')).not.toBeNull();
      expect(document.querySelector('.sql-result__count')).toHaveTextContent(/^45 строк · \d+ мс$/);
    });

    it('keeps the table from 600 px', async () => {
      matching('(max-width: 767.98px)');
      renderSql(vi.fn(async () => ({ rows, truncated: false })));
      await run('SELECT 1');
      expect(await screen.findByRole('table', { name: 'Результат' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Результат' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('sql-row-summary')).not.toBeInTheDocument();
    });
  });

  describe('copying a result (review s48b, finding 4)', () => {
    it('says so in a status line under the buttons, not in a toast', async () => {
      const writeText = vi.fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      renderSql(vi.fn(async () => ({ rows: [{ id: 1 }, { id: 2 }], truncated: false })));
      await run('SELECT 1');
      await userEvent.click(await screen.findByRole('button', { name: 'Копировать (TSV)' }));
      const status = document.querySelector('.sql-result__status')!;
      expect(status).toHaveAttribute('role', 'status');
      await waitFor(() => expect(status).toHaveTextContent('✓ Скопировано строк: 2'));
      expect(writeText).toHaveBeenCalledWith('id\r\n1\r\n2');
      expect(status.closest('.sql-result__head')).not.toBeNull();
      expect(screen.queryAllByText('Скопировано строк: 2')).toHaveLength(1);
    });

    it('says when the browser refuses', async () => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: vi.fn(async () => Promise.reject(new Error('no'))) },
      });
      renderSql(vi.fn(async () => ({ rows: [{ id: 1 }], truncated: false })));
      await run('SELECT 1');
      await userEvent.click(await screen.findByRole('button', { name: 'Копировать (TSV)' }));
      const status = document.querySelector('.sql-result__status')!;
      await waitFor(() => expect(status).toHaveTextContent('Не удалось скопировать'));
      expect(status).toHaveAttribute('data-tone', 'error');
    });
  });
});
