import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkflowFetch } from '../../test/fake-workflow-fetch';
import { fakeApi, renderConsole } from '../../test/render-console';
import { AuditEntries } from './audit-entries';
import { auditLabelChars, withBreaks } from './audit-object';
import { AuditScreen, auditActors } from './audit-screen';

const entry = (id: number, action: string) => ({
  id,
  at: '2026-01-02T10:00:00.000Z',
  actor: 'anna',
  action,
  target: action.startsWith('news') ? 'news:4' : null,
  ip: '127.0.0.1',
  userAgent: 'test',
  details: action.startsWith('news')
    ? { slug: 'welcome', status: 'draft' }
    : { method: 'password', reason: 'wrong password', ip: '::1' },
});

afterEach(() => vi.unstubAllGlobals());

const LONG_STATEMENT = `UPDATE news SET title_ru = '${'x'.repeat(200)}' WHERE id IN (1, 2, 3)`;

describe('AuditScreen', () => {
  it('is the superadmin’s only', () => {
    renderConsole(<AuditScreen />, { api: fakeApi(), role: 'admin' });
    expect(
      screen.getByText('Журнал действий доступен только суперадминистратору.'),
    ).toBeInTheDocument();
  });

  it('lists entries and asks the API again with the filters, which go to the address', async () => {
    const fetchMock = fakeWorkflowFetch({
      'GET /api/admin/audit': (_init, url) => ({
        body: {
          entries:
            url.searchParams.get('action') === 'news'
              ? [entry(2, 'news.publish')]
              : [entry(2, 'news.publish'), entry(1, 'sign-in.success')],
          total: url.searchParams.get('action') === 'news' ? 1 : 2,
          page: 1,
          pageSize: 25,
        },
      }),
    });
    const listAdministrators = vi.fn(async () => [
      { id: 3, username: 'olga', role: 'admin' as const, created_at: '2026-01-01T00:00:00.000Z' },
    ]);
    const { router } = renderConsole(<AuditScreen />, {
      api: fakeApi({ listAdministrators }),
      role: 'superadmin',
    });
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // On a desk, from where is a muted line under «Когда», not a column (review s48b, finding 5).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Когда', 'Кто', 'Действие', 'Объект', 'Подробности']);
    expect(within(table).getAllByRole('row')[1]!.querySelector('td')).toHaveTextContent(
      /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}IP-адрес: 127\.0\.0\.1$/,
    );
    // What an action means, in words; its code on hover.
    expect(within(table).getByText('Вход в консоль')).toHaveAttribute('title', 'sign-in.success');
    expect(within(table).queryByText('sign-in.success')).toBeNull();
    expect(within(table).getByText('Новость опубликована')).toBeInTheDocument();
    // The details as name and value, in words where the API stores words: «Адрес welcome»,
    // «Статус черновик», «Причина неверный пароль»; anything else as it is.
    const slug = within(table).getByText('Адрес', { selector: 'dt' });
    expect(slug.nextElementSibling).toHaveTextContent('welcome');
    // Each value whole in the table, no longer cut with «…» beside a tooltip (review s47c,
    // finding 3 changed this deliberately from review s47b's one line and tooltip).
    expect(slug.nextElementSibling!.querySelector('.audit-pairs__value')).not.toHaveAttribute(
      'title',
    );
    expect(
      within(table)
        .getByText('Причина', { selector: 'dt' })
        .nextElementSibling!.querySelector('.audit-pairs__value'),
    ).toHaveTextContent('неверный пароль');
    // The names' column as wide as the longest name shown and its colon: «IP-адрес:», 9 ch.
    expect(table.style.getPropertyValue('--audit-label-width')).toBe('9ch');
    // A news item's status as its badge.
    expect(
      within(table).getByText('Статус', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Черновик');
    expect(
      within(table).getByText('Способ', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('пароль');
    expect(
      within(table).getByText('Причина', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('неверный пароль');
    expect(
      within(table).getByText('IP-адрес', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('::1');

    // The filters apply as they change (review s45, finding 4): no «Показать».
    expect(screen.queryByRole('button', { name: 'Показать' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Действие' }));
    await userEvent.click(screen.getByRole('option', { name: 'Новости' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(router.state.location.search).toBe('?action=news');
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]));
    expect(last.searchParams.get('action')).toBe('news');
    expect(last.searchParams.get('pageSize')).toBe('25');
    // «Кто» is a choice of the accounts (review s45b, finding 12): «Все», the superadmin signed in
    // (anna) and the listed administrators; a choice asks at once, keeping the action;
    // «Сбросить фильтры» empties both.
    const asked = fetchMock.mock.calls.length;
    expect(listAdministrators).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Кто' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Все',
      'anna',
      'olga',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'olga' }));
    await waitFor(() => expect(router.state.location.search).toBe('?actor=olga&action=news'));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(asked + 1));
    const byActor = new URL(String(fetchMock.mock.calls.at(-1)![0]));
    expect(byActor.searchParams.get('actor')).toBe('olga');
    expect(byActor.searchParams.get('action')).toBe('news');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Кто' })).toHaveTextContent('Все');
  });

  it('filters by days typed as дд.мм.гггг into the kit date fields «С даты» and «По дату»; a text that is no date asks nothing (review s48b, finding 6)', async () => {
    const fetchMock = fakeWorkflowFetch({
      'GET /api/admin/audit': () => ({
        body: { entries: [entry(1, 'sign-in.success')], total: 1, page: 1, pageSize: 25 },
      }),
    });
    const { router } = renderConsole(<AuditScreen />, { api: fakeApi(), role: 'superadmin' });
    await screen.findByRole('table', { name: 'Журнал действий' });
    const from = screen.getByLabelText('С даты');
    expect(from).toHaveAttribute('type', 'text');
    expect(from).toHaveAttribute('placeholder', 'дд.мм.гггг');
    expect(screen.getAllByRole('button', { name: 'Выбрать дату в календаре' })).toHaveLength(2);
    const asked = fetchMock.mock.calls.length;
    await userEvent.type(from, '31.02.2026');
    await userEvent.tab();
    expect(from).toHaveAccessibleDescription('Нет такой даты: введите её как дд.мм.гггг');
    expect(router.state.location.search).toBe('');
    expect(fetchMock.mock.calls.length).toBe(asked);
    await userEvent.clear(from);
    await userEvent.type(from, '1.02.2026');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-02-01'));
    await waitFor(() =>
      expect(new URL(String(fetchMock.mock.calls.at(-1)![0])).searchParams.get('from')).toBe(
        '2026-02-01',
      ),
    );
    await userEvent.tab();
    expect(from).toHaveValue('01.02.2026');
  });

  it('shows an action it has no words for by its code alone, and offers the second factor as a family', async () => {
    fakeWorkflowFetch({
      'GET /api/admin/audit': () => ({
        body: {
          entries: [
            entry(3, 'mfa.totp-enable'),
            entry(2, 'custom.thing'),
            entry(1, 'news.create.extra'),
          ],
          total: 3,
          page: 1,
          pageSize: 25,
        },
      }),
    });
    renderConsole(<AuditScreen />, { api: fakeApi(), role: 'superadmin' });
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(cells).toEqual([
      'Подключено приложение-аутентификатор',
      'custom.thing',
      'news.create.extra',
    ]);
    // A known action's code is on hover (the CSV keeps it).
    expect(within(table).getByText('Подключено приложение-аутентификатор')).toHaveAttribute(
      'title',
      'mfa.totp-enable',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Действие' }));
    expect(screen.getByRole('option', { name: 'Второй фактор' })).toBeInTheDocument();
  });
});

describe('AuditScreen objects (issue 28)', () => {
  it('names each object by its title or username with a link, says when it is gone, and shows SQL writes', async () => {
    fakeWorkflowFetch({
      'GET /api/admin/audit': () => ({
        body: {
          entries: [
            {
              ...entry(4, 'news.update'),
              object: { type: 'news', id: '4', title: 'Тарифы', exists: true },
            },
            {
              ...entry(3, 'news.delete'),
              target: 'news:8',
              object: { type: 'news', id: '8', title: 'Старая', exists: false },
            },
            {
              ...entry(2, 'administrator.create'),
              target: 'admin:5',
              object: { type: 'administrator', id: '5', title: 'boris', exists: true },
            },
            {
              ...entry(1, 'sql.write'),
              details: { statement: 'DELETE FROM news WHERE id = 8', affectedRows: 1 },
            },
            { ...entry(5, 'sql.write'), details: { statement: LONG_STATEMENT, affectedRows: 3 } },
          ],
          total: 4,
          page: 1,
          pageSize: 25,
        },
      }),
    });
    renderConsole(<AuditScreen />, { api: fakeApi(), role: 'superadmin' });
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    expect(within(table).getByRole('link', { name: 'Новость «Тарифы»' })).toHaveAttribute(
      'href',
      '/adminDashboard/news?edit=4',
    );
    expect(within(table).queryByRole('link', { name: /Старая/ })).not.toBeInTheDocument();
    expect(within(table).getByText('Новость «Старая»').closest('td')).toHaveTextContent(
      'Новость «Старая» (удалена)',
    );
    expect(within(table).getByRole('link', { name: 'Администратор boris' })).toHaveAttribute(
      'href',
      '/adminDashboard/users?q=boris',
    );
    expect(within(table).getByText('DELETE FROM news WHERE id = 8')).toBeInTheDocument();
    // A long statement is folded to its start; the whole of it is a click away.
    const fold = table.querySelector('details.audit-statement-fold')!;
    expect(fold).not.toHaveAttribute('open');
    expect(fold.querySelector('summary')).toHaveTextContent(/^UPDATE news SET title_ru = 'x+…/);
    expect(fold.querySelector('summary')).toHaveTextContent('Показать запрос целиком');
    expect(fold.querySelector(':scope > code')).toHaveTextContent(LONG_STATEMENT);
    expect(within(table).getByText(/Изменено строк: 1/)).toBeInTheDocument();
    expect(within(table).getAllByText('SQL: изменение данных')).toHaveLength(2);
  });
});

describe('AuditEntries on a tablet', () => {
  it('fits three columns: when with who and where, the action with its object, the details', () => {
    renderConsole(
      <AuditEntries
        entries={[
          {
            ...entry(4, 'news.update'),
            object: { type: 'news', id: '4', title: 'Тарифы', exists: true },
          },
        ]}
        cards={false}
        compact
      />,
      { api: fakeApi() },
    );
    const table = screen.getByRole('table', { name: 'Журнал действий' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Когда', 'Действие', 'Подробности']);
    const [when, action] = within(table).getAllByRole('cell');
    expect(when).toHaveTextContent('Кто: anna');
    expect(when).toHaveTextContent('IP-адрес: 127.0.0.1');
    expect(action).toHaveTextContent('Объект: Новость «Тарифы»');
  });
});

describe('audit details (review s47c, finding 3)', () => {
  it('may wrap a value after «_», «.», «/» and «=», and nowhere new in a plain word', () => {
    renderConsole(<p data-testid="value">{withBreaks('tarify_dekabr.v2/draft')}</p>, {
      api: fakeApi(),
    });
    const value = screen.getByTestId('value');
    expect(value).toHaveTextContent('tarify_dekabr.v2/draft');
    expect(value.querySelectorAll('wbr')).toHaveLength(3);
    expect(value.innerHTML).toBe('tarify_<wbr>dekabr.<wbr>v2/<wbr>draft');
    expect(withBreaks('demo-e-money-updated-rules')).toBe('demo-e-money-updated-rules');
    expect(withBreaks('trailing_')).toBe('trailing_');
  });

  it('sizes the names to the longest one shown: «Slug:» alone 5 ch, with «Пользователь:» 13 ch', () => {
    const names: Record<string, string> = { slug: 'Slug', username: 'Пользователь' };
    const nameOf = (key: string) => names[key] ?? key;
    const news = { ...entry(1, 'news.publish'), details: { slug: 'a' } };
    const admin = { ...entry(2, 'administrator.create'), details: { username: 'olga' } };
    const sql = { ...entry(3, 'sql.write'), details: { statement: 'UPDATE x', affectedRows: 1 } };
    expect(auditLabelChars([news], nameOf, 'Запрос')).toBe(5);
    expect(auditLabelChars([news, admin], nameOf, 'Запрос')).toBe(13);
    // An SQL write shows «Запрос:», not its stored names («statement», «affectedRows»).
    expect(auditLabelChars([news, sql], nameOf, 'Запрос')).toBe(7);
    // A name past 14 characters wraps inside 15 ch.
    expect(
      auditLabelChars([{ ...news, details: { aVeryLongStoredDetailName: 'x' } }], nameOf, 'Запрос'),
    ).toBe(15);
  });
});

describe('AuditScreen header order (review s47c, finding 11)', () => {
  const atWidth = (width: number) =>
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      };
    });
  const show = async () => {
    fakeWorkflowFetch({
      'GET /api/admin/audit': () => ({
        body: { entries: [entry(1, 'sign-in.success')], total: 1, page: 1, pageSize: 25 },
      }),
    });
    renderConsole(<AuditScreen />, { api: fakeApi(), role: 'superadmin' });
    const title = screen.getByRole('heading', { level: 1, name: 'Журнал действий' });
    const intro = screen.getByText(/Входы и изменения администраторов/);
    const csv = await screen.findByRole('button', { name: 'Скачать CSV' });
    return { title, intro, csv };
  };

  it('on a phone reads title → description → «Фильтры» and «Скачать CSV» on one row', async () => {
    atWidth(375);
    const { intro, csv } = await show();
    expect(intro.compareDocumentPosition(csv) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const filters = screen.getByRole('button', { name: 'Фильтры' });
    expect(filters.parentElement).toBe(csv.parentElement);
    expect(csv.parentElement).toHaveClass('audit-toolbar');
  });

  it('from a tablet up keeps «Скачать CSV» in the header beside the title', async () => {
    atWidth(1440);
    const { title, csv } = await show();
    expect(csv.closest('.page__header')).toBe(title.closest('.page__header'));
    expect(screen.queryByRole('button', { name: 'Фильтры' })).toBeNull();
  });
});

describe('AuditEntries on a phone', () => {
  it('is a two-line card: what, when and the IP inline; who → on what; every value still there', () => {
    renderConsole(
      <AuditEntries
        entries={[
          {
            ...entry(4, 'news.update'),
            object: { type: 'news', id: '4', title: 'Тарифы', exists: true },
          },
        ]}
        cards
      />,
      { api: fakeApi() },
    );
    const card = screen.getByRole('listitem');
    const head = card.querySelector('.audit-card__head')!;
    const who = card.querySelector('.audit-card__who > p')!;
    expect(head).toHaveTextContent(
      /^Новость изменена\s*Когда: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} · IP-адрес: 127\.0\.0\.1$/,
    );
    expect(who).toHaveTextContent('Кто: anna → , Объект: Новость «Тарифы»');
    // No «Когда:/Кто:/IP-адрес:» labels spelled out on the card; the details as the shared pairs.
    expect(card.querySelector('.item-card__meta')).toBeNull();
    expect(card.querySelector('.audit-details .audit-pairs')).toHaveTextContent(
      'АдресwelcomeСтатусЧерновик',
    );
    // No «IP ▸» toggle (review s45b, finding 10): the address is in the meta line.
    expect(card.querySelector('details')).toBeNull();
    expect(card.querySelector('.audit-card__when .audit-card__ip')).toHaveTextContent('127.0.0.1');
  });

  it('tints a failed sign-in red, a deletion amber and leaves a routine edit plain', () => {
    renderConsole(
      <AuditEntries
        entries={[entry(1, 'sign-in.failure'), entry(2, 'news.delete'), entry(3, 'news.update')]}
        cards
      />,
      { api: fakeApi() },
    );
    const severity = (text: string) => screen.getByText(text).getAttribute('data-severity');
    expect(severity('Вход не удался')).toBe('danger');
    expect(severity('Новость удалена')).toBe('warning');
    expect(severity('Новость изменена')).toBeNull();
  });
});

describe('AuditEntries: one’s own account is no object (review s45b, finding 12)', () => {
  const signIn = {
    ...entry(5, 'sign-in.success'),
    actor: 'olga.editor',
    target: 'administrator:3',
    object: { type: 'administrator', id: '3', title: 'olga.editor', exists: true },
  };
  const created = {
    ...entry(6, 'administrator.create'),
    actor: 'superadmin',
    target: 'administrator:3',
    object: { type: 'administrator', id: '3', title: 'olga.editor', exists: true },
  };

  it('on a desk shows «—» for a sign-in’s own account and names another administrator', () => {
    renderConsole(<AuditEntries entries={[signIn, created]} cards={false} />, {
      api: fakeApi(),
    });
    const [own, other] = screen.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(own!)[3]).toHaveTextContent(/^—$/);
    expect(cells(other!)[3]).toHaveTextContent('Администратор olga.editor');
    expect(screen.getByRole('table')).toHaveClass('audit-table--full');
  });

  it('on a phone leaves «→ object» out of the sign-in’s card', () => {
    renderConsole(<AuditEntries entries={[signIn, created]} cards />, { api: fakeApi() });
    const [own, other] = screen.getAllByRole('listitem');
    expect(own!.querySelector('.audit-card__who > p')).toHaveTextContent(/^Кто: olga\.editor$/);
    expect(other!.querySelector('.audit-card__who > p')).toHaveTextContent(
      'Кто: superadmin → , Объект: Администратор olga.editor',
    );
  });
});

describe('auditActors', () => {
  it('offers the superadmin, the listed accounts and an asked name once each, A–Я', () => {
    expect(auditActors('superadmin', ['pavel', 'olga', 'Olga'], 'operator')).toEqual([
      'olga',
      'operator',
      'pavel',
      'superadmin',
    ]);
    expect(auditActors(undefined, [], '')).toEqual([]);
  });
});
