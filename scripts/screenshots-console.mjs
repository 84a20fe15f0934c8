#!/usr/bin/env node
/**
 * `pnpm screenshots:console`: screenshots of every console screen at 375, 768 and 1440 px, in
 * `screenshots/console/` (git-ignored), for a reviewer to look at side by side; a full run then
 * makes the editors' guide's pictures from them (scripts/docs-screenshots.mjs, docs/editors/). Starts the
 * production builds of the API, the console and the site itself (run `pnpm build` first) on a
 * temporary database with the demo news, 300 more news items, an administrator and a few SQL
 * statements: site on SCREENSHOTS_PORT_BASE (default 4580), API + 1, console + 2. Needs Chromium
 * (/usr/bin/chromium, or Playwright's own).
 *
 *   pnpm screenshots:console             every shot
 *   pnpm screenshots:console -- news     only shots whose name contains "news"
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');

const base = Number(process.env.SCREENSHOTS_PORT_BASE ?? 4580);
const siteUrl = `http://localhost:${base}`;
const apiUrl = `http://localhost:${base + 1}`;
const consoleUrl = `http://localhost:${base + 2}`;
const outDir = join(root, 'screenshots', 'console');
const only = process.argv.slice(2).filter((arg) => arg !== '--');
const widths = [
  { name: '375', width: 375, height: 812 },
  { name: '768', width: 768, height: 1024 },
  { name: '1440', width: 1440, height: 900 },
];
const SUPERADMIN = { username: 'superadmin', password: 'Screenshots-Passw0rd-1' };
const EDITOR = { username: 'olga.editor', password: 'Editor-Passw0rd-2026' };
/** An administrator with an authenticator app (issue 16), for the login's second step. */
const MFA_EDITOR = { username: 'pavel.editor', password: 'Editor-Passw0rd-2027' };
const { generate: totpCode } = createRequire(join(root, 'e2e/package.json'))('otplib');

/** 300 news items: a third scheduled or expired, titles an editor might write. */
const MANY_NEWS_SQL = `
WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 300)
INSERT INTO news (slug, priority, date, start_date, expire_date, title_ru, title_en,
  description_ru, description_en, created_at, updated_at)
SELECT
  'novost-' || x || '-' || (CASE x % 6 WHEN 0 THEN 'tarify-na-toplivo' WHEN 1 THEN 'novye-azs-v-seti'
    WHEN 2 THEN 'obnovlenie-lichnogo-kabineta' WHEN 3 THEN 'grafik-raboty-v-prazdniki'
    WHEN 4 THEN 'elektronnye-dengi-pravila' ELSE 'aktsiya-dlya-klientov' END),
  CASE WHEN x % 4 = 0 THEN 'A' ELSE 'B' END,
  date('now', '-' || (x % 200) || ' days'),
  CASE WHEN x % 9 = 0 THEN date('now', '+' || (x % 30 + 1) || ' days') ELSE '' END,
  CASE WHEN x % 7 = 0 THEN date('now', '-' || (x % 20 + 1) || ' days') ELSE '' END,
  (CASE x % 6 WHEN 0 THEN 'Изменение тарифов на топливо с 1 декабря'
    WHEN 1 THEN 'Новые АЗС-партнёры в Гродненской области'
    WHEN 2 THEN 'Обновление личного кабинета клиента: выписки и счета'
    WHEN 3 THEN 'График работы офисов в праздничные дни'
    WHEN 4 THEN 'Изменения в правилах обращения электронных денег'
    ELSE 'Акция для корпоративных клиентов: кешбэк на дизельное топливо' END) || ' (' || x || ')',
  'News item ' || x,
  '<p>Текст новости ' || x || '.</p>', '<p>News text ' || x || '.</p>',
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM n`;

/**
 * The sessions the pictures list were opened by these calls: a browser's user agent, as an editor's
 * sign-in has, so that the settings show «Chrome · macOS» rather than Node's own `node`.
 */
const BROWSER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

async function call(path, { token, method = 'GET', body } = {}) {
  const response = await fetch(apiUrl + path, {
    method,
    headers: {
      'User-Agent': BROWSER_AGENT,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Tokens got once per administrator (the login is rate-limited), put where the console keeps it. */
const tokens = new Map();
async function signIn(context, user) {
  if (!tokens.has(user.username)) {
    tokens.set(user.username, (await call('/api/login', { method: 'POST', body: user })).token);
  }
  await context.addInitScript(
    ([token, username]) => {
      localStorage.setItem('authToken', token);
      const at = new Date().toISOString();
      // A few statements in this browser's SQL history.
      localStorage.setItem(
        `fuelcard.console.sqlHistory.${username}`,
        JSON.stringify([
          {
            sql: "SELECT id, slug, priority FROM news WHERE priority = 'A' ORDER BY date DESC",
            at,
          },
          { sql: 'SELECT count(*) AS total FROM news', at },
          { sql: 'SELECT username, role, created_at FROM administrators', at },
        ]),
      );
    },
    [tokens.get(user.username), user.username],
  );
}

const go = (path) => async (page) => {
  await page.goto(consoleUrl + path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
};

const openNewsForm = async (page) => {
  await go('/adminDashboard/news')(page);
  await page.getByRole('button', { name: 'Добавить новость' }).click();
  await page.getByRole('textbox', { name: 'Описание (RU)' }).waitFor();
};

const runSql = (sql) => async (page) => {
  await go('/adminDashboard/sql-explorer')(page);
  await page.getByLabel('SQL-запрос').fill(sql);
  await page.getByRole('button', { name: 'Выполнить' }).click();
  // The rows and the time stand under the result («40 строк · 30 мс», review s47, finding 14).
  await page
    .getByTestId('sql-row-total')
    .or(page.getByText(/Изменено строк|ни одной строки/))
    .first()
    .waitFor();
};

/** Opens the form of the item with a history (its status bar above the fields). */
const openWorkflowItem = async (page) => {
  await go('/adminDashboard/news?q=tarify-dekabr')(page);
  await page.getByRole('button', { name: 'Изменить' }).first().click();
  await page.getByRole('textbox', { name: 'Описание (RU)' }).waitFor();
};

/**
 * name → who is signed in (null: nobody), what to do, and whether the whole page is wanted
 * (`full: false` keeps the first screen, for dialogs and toasts).
 */
const shots = [
  { name: 'login', user: null, act: async (page) => page.goto(`${consoleUrl}/administrator`) },
  {
    name: 'login-error',
    user: null,
    act: async (page) => {
      await page.goto(`${consoleUrl}/administrator`);
      await page.getByLabel('Имя пользователя').fill('superadmin');
      await page.getByLabel('Пароль').fill('wrong-password');
      await page.getByRole('button', { name: 'Войти', exact: true }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  { name: 'dashboard-superadmin', act: go('/adminDashboard') },
  {
    // The editor's own start page: the shot waits for the editor's role in the frame (the pill on
    // a desk and a tablet, the account chip on a phone), so that it cannot be the superadmin's.
    name: 'dashboard-admin',
    user: EDITOR,
    act: async (page) => {
      await go('/adminDashboard')(page);
      await page
        .locator('.role-pill, .account-chip__role')
        .filter({ hasText: /^(Роль: )?Редактор$/ })
        .waitFor();
    },
  },
  { name: 'news-list', act: go('/adminDashboard/news') },
  { name: 'news-list-page-3', act: go('/adminDashboard/news?page=3&sort=title') },
  {
    name: 'news-filtered',
    act: go('/adminDashboard/news?q=%D1%82%D0%B0%D1%80%D0%B8%D1%84&state=scheduled'),
  },
  { name: 'news-nothing-found', act: go('/adminDashboard/news?q=zzzz') },
  {
    // Two items selected: on a phone in the «Выбрать» mode (review s45b, finding 8).
    name: 'news-selecting',
    full: false,
    act: async (page) => {
      await go('/adminDashboard/news?q=%D1%82%D0%B0%D1%80%D0%B8%D1%84')(page);
      const start = page.getByRole('button', { name: 'Выбрать', exact: true });
      if (await start.isVisible()) await start.click();
      const boxes = page.getByRole('checkbox', { name: /^Выбрать: / });
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('region', { name: 'Действия с выбранными новостями' }).waitFor();
    },
  },
  { name: 'news-form', full: false, act: openNewsForm },
  {
    // The kit's date and time fields (review s48b, finding 6): a typed date, a typed start time,
    // the empty date's «дд.мм.гггг» and the empty end time's «23:59», «Минск» in each time.
    name: 'news-form-dates',
    full: false,
    act: async (page) => {
      await openNewsForm(page);
      const group = page.getByRole('group', { name: 'Публикация' });
      await group.getByLabel('Дата в статье', { exact: true }).fill('6.12.2026');
      await group.getByRole('radio', { name: 'По расписанию' }).check();
      await group.getByRole('checkbox', { name: 'Снять с показа' }).check();
      await group.getByLabel('Время начала показа', { exact: true }).fill('9:00');
      await group.getByLabel('Время начала показа', { exact: true }).blur();
      await group.getByRole('checkbox', { name: 'Снять с показа' }).scrollIntoViewIfNeeded();
    },
  },
  {
    // The calendar of «Показывать с»: a popover under the field, a bottom sheet on a phone.
    name: 'news-form-calendar',
    full: false,
    act: async (page) => {
      await openNewsForm(page);
      const group = page.getByRole('group', { name: 'Публикация' });
      await group.getByLabel('Дата в статье', { exact: true }).fill('06.12.2026');
      await group.getByRole('radio', { name: 'По расписанию' }).check();
      const start = group.getByLabel('Показывать с', { exact: true });
      await start.scrollIntoViewIfNeeded();
      await start.locator('xpath=following-sibling::button').click();
      await page.getByRole('dialog', { name: 'Календарь' }).getByRole('grid').waitFor();
    },
  },
  {
    name: 'news-form-errors',
    full: false,
    act: async (page) => {
      await openNewsForm(page);
      const dialog = page.getByRole('dialog', { name: 'Новая новость' });
      await dialog.getByLabel('Заголовок (RU)').fill('Изменение тарифов на топливо с 1 декабря');
      await dialog.getByLabel('Slug (адрес страницы)').fill('novost-6-tarify-na-toplivo');
      await dialog.getByRole('button', { name: 'Сохранить черновик' }).click();
      // The slug says it under itself; the footer links to it only when it is out of sight
      // (review s47b, finding 14), so the shot waits for the field.
      await dialog.locator('input[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'news-form-unsaved',
    full: false,
    act: async (page) => {
      await openNewsForm(page);
      await page.getByLabel('Заголовок (RU)').fill('Черновик новости');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Изменения не сохранены' }).waitFor();
    },
  },
  {
    name: 'news-draft-restore',
    act: async (page) => {
      await openNewsForm(page);
      await page.getByLabel('Заголовок (RU)').fill('Новости о работе в праздники');
      await page.waitForTimeout(800);
      await page.reload();
      await page.getByText('Есть несохранённые правки').waitFor();
    },
  },
  {
    name: 'news-saved-toast',
    full: false,
    act: async (page) => {
      await openNewsForm(page);
      await page.getByLabel('Заголовок (RU)').fill(`Скриншот ${Date.now().toString(36)}`);
      // A new item's first save is a draft (issue 26 §2).
      await page.getByRole('button', { name: 'Сохранить черновик' }).click();
      await page.getByText(/сохранён$/).waitFor();
    },
  },
  { name: 'admins', act: go('/adminDashboard/users') },
  {
    name: 'admins-form-errors',
    full: false,
    act: async (page) => {
      await go('/adminDashboard/users')(page);
      await page.getByRole('button', { name: 'Добавить администратора' }).click();
      const dialog = page.getByRole('dialog', { name: 'Новый администратор' });
      await dialog.getByLabel('Имя пользователя').fill(EDITOR.username);
      await dialog.getByRole('textbox', { name: 'Пароль', exact: true }).fill('Another-Passw0rd-9');
      await dialog.getByRole('button', { name: 'Создать' }).click();
      // The message under the name (the footer links to it only when it is out of sight).
      await dialog.getByText('Администратор с таким именем уже существует').waitFor();
    },
  },
  { name: 'sql-wide-result', act: runSql('SELECT * FROM news ORDER BY id LIMIT 40') },
  {
    // Review s47, finding 15: NULL (cover_image_id) and '' (start_date, expire_date) told apart, and
    // a statement that failed tagged «ошибка» in the history.
    name: 'sql-null-and-empty',
    act: async (page) => {
      await go('/adminDashboard/sql-explorer')(page);
      await page.getByLabel('SQL-запрос').fill('SELECT nope FROM news');
      await page.getByRole('button', { name: 'Выполнить' }).click();
      await page.getByText(/no such column|does not exist/).waitFor();
      // On this page (going to it again would put the seeded history back).
      await page
        .getByLabel('SQL-запрос')
        .fill(
          'SELECT id, slug, start_date, expire_date, cover_image_id FROM news ORDER BY id LIMIT 8',
        );
      await page.getByRole('button', { name: 'Выполнить' }).click();
      await page.getByTestId('sql-row-total').waitFor();
    },
  },
  {
    name: 'sql-value',
    full: false,
    act: async (page) => {
      await runSql('SELECT id, slug, description_ru, title_ru FROM news ORDER BY id LIMIT 5')(page);
      await page.locator('.sql-cell--long').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'sql-copied-toast',
    full: false,
    act: async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await runSql('SELECT id, username, role FROM administrators')(page);
      await page.getByRole('button', { name: 'Копировать (TSV)' }).click();
      await page.getByText(/Скопировано строк/).waitFor();
    },
  },
  {
    // Reading mode (the default) refuses a statement that changes data (review s45b, finding 4).
    name: 'sql-read-blocked',
    full: false,
    act: async (page) => {
      await go('/adminDashboard/sql-explorer')(page);
      await page.getByLabel('SQL-запрос').fill("UPDATE news SET priority = 'A' WHERE id = 1");
      await page.getByRole('button', { name: 'Выполнить' }).click();
      await page.getByRole('button', { name: 'Включить режим изменения' }).waitFor();
    },
  },
  {
    // Change mode: its segment, a strip, «Выполнить» and the card's top edge in red (review s47,
    // finding 9). The field is shown at rest: focused, its ring is red too (a focus ring, not a border).
    name: 'sql-change-mode',
    full: false,
    act: async (page) => {
      await go('/adminDashboard/sql-explorer')(page);
      await page.getByRole('radio', { name: 'Изменение данных' }).check();
      await page.getByLabel('SQL-запрос').fill("UPDATE news\nSET priority = 'A'\nWHERE id = 1");
      await page.getByLabel('SQL-запрос').blur();
    },
  },
  { name: 'sql-forbidden', user: EDITOR, act: go('/adminDashboard/sql-explorer') },
  { name: 'settings', act: go('/adminDashboard/settings') },
  {
    name: 'news-edit-workflow',
    full: false,
    act: async (page) => {
      await openWorkflowItem(page);
    },
  },
  {
    name: 'news-history',
    full: false,
    act: async (page) => {
      await openWorkflowItem(page);
      await page.getByRole('button', { name: 'Действия', exact: true }).click();
      await page.getByRole('menuitem', { name: 'История версий' }).click();
      await page.getByRole('button', { name: 'Сравнить с текущей: Версия 1' }).click();
      await page.getByRole('heading', { name: 'Сравнение: версия 1 → текущая' }).waitFor();
    },
  },
  { name: 'news-deleted', act: go('/adminDashboard/news-deleted') },
  // Issue 26: the full-page editor, the media library and the link dialog.
  {
    name: 'news-editor-page',
    // Its action bar sticks to the window's bottom: drawn where it stands at the page's end.
    grow: true,
    act: async (page) => {
      await go('/adminDashboard/news/new')(page);
      await page.getByRole('textbox', { name: 'Описание (RU)' }).waitFor();
    },
  },
  {
    // A live item in the full-page editor: its status, «Обновить» and «Снять с публикации».
    name: 'news-editor-live',
    // Its action bar sticks to the window's bottom: drawn where it stands at the page's end.
    grow: true,
    act: async (page) => {
      await go('/adminDashboard/news/2')(page);
      await page.getByRole('textbox', { name: 'Описание (RU)' }).waitFor();
    },
  },
  { name: 'media', act: go('/adminDashboard/media') },
  {
    name: 'news-editor-colour',
    full: false,
    act: async (page) => {
      await go('/adminDashboard/news/new')(page);
      await page.getByRole('textbox', { name: 'Описание (RU)' }).click();
      await page.keyboard.type('Текст новости');
      // Below 768 px the colours are in the toolbar's «Ещё» sheet (review s45b, finding 6).
      const more = page.getByRole('button', { name: 'Ещё', exact: true }).first();
      if (await more.isVisible()) await more.click();
      else await page.getByRole('button', { name: 'Цвет', exact: true }).first().click();
      await page.getByRole('group', { name: 'Цвет', exact: true }).first().waitFor();
    },
  },
  {
    name: 'news-link-dialog',
    full: false,
    act: async (page) => {
      await openNewsForm(page);
      await page.getByRole('textbox', { name: 'Описание (RU)' }).click();
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog', { name: /ссылк/i }).waitFor();
    },
  },
  { name: 'audit', act: go('/adminDashboard/audit') },
  {
    name: 'settings-totp',
    user: EDITOR,
    // Connecting an app needs a recent sign-in (the re-auth window): a session of its own.
    fresh: true,
    act: async (page) => {
      await go('/adminDashboard/settings')(page);
      await page.getByRole('button', { name: 'Подключить приложение' }).click();
      await page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' }).waitFor();
    },
  },
  {
    name: 'settings-end-session',
    full: false,
    user: EDITOR,
    act: async (page) => {
      await go('/adminDashboard/settings')(page);
      await page
        .getByRole('button', { name: /^Завершить сеанс/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'login-second-step',
    user: null,
    act: async (page) => {
      await page.goto(`${consoleUrl}/administrator`);
      await page.getByLabel('Имя пользователя').fill(MFA_EDITOR.username);
      await page.getByLabel('Пароль').fill(MFA_EDITOR.password);
      await page.getByRole('button', { name: 'Войти', exact: true }).click();
      await page.getByLabel(/Код из приложения/).waitFor();
      // The pointer rests where «Войти» was: off the buttons, so that none shows its hover.
      await page.mouse.move(1, 1);
    },
  },
  {
    name: 'admins-end-sessions',
    full: false,
    act: async (page) => {
      await go('/adminDashboard/users')(page);
      await page.getByRole('button', { name: `Действия: ${EDITOR.username}` }).click();
      await page.getByRole('menuitem', { name: 'Завершить все сеансы' }).click();
      await page.getByRole('dialog', { name: 'Завершить все сеансы?' }).waitFor();
    },
  },
  {
    name: 'menu-open',
    full: false,
    phoneOnly: true,
    act: async (page) => {
      await go('/adminDashboard/news')(page);
      await page.getByRole('button', { name: 'Меню' }).click();
      await page.getByRole('dialog', { name: 'Меню' }).waitFor();
    },
  },
  // Review s45 (last, so that the items they add are in no other shot): a stored draft's quick
  // form (⤢ «Открыть во весь экран» beside ✕, «Действия» in the status line) and a live item's quick
  // form after an autosave («Сохранено в HH:MM»). Each width opens an item of its own.
  {
    name: 'news-form-draft',
    full: false,
    act: async (page) => {
      await openNewItem(page, 'chernovik-prazdniki', 'draft');
    },
  },
  {
    name: 'news-form-menu',
    full: false,
    act: async (page) => {
      await openWorkflowItem(page);
      await page.getByRole('button', { name: 'Действия', exact: true }).click();
      await page.getByRole('menu', { name: 'Действия', exact: true }).waitFor();
    },
  },
  {
    name: 'news-form-autosaved',
    full: false,
    act: async (page) => {
      await openNewItem(page, 'avtosokhranenie', 'published');
      await page.getByLabel('Заголовок (RU)').fill('График работы офисов в новогодние праздники');
      await page.getByText(/^Правки сохранены в \d{2}:\d{2}/).waitFor({ timeout: 20_000 });
    },
  },
];

/** Stores an item (a draft or live) for this width and opens it in the list's quick form. */
async function openNewItem(page, name, status) {
  const slug = `${name}-${page.viewportSize().width}`;
  await call('/api/admin/news', {
    token: tokens.get(SUPERADMIN.username),
    method: 'POST',
    body: {
      slug,
      priority: 'B',
      dates: { date: '2026-12-20', startDate: '', expireDate: '' },
      titles: {
        ru: 'График работы офисов в праздники',
        en: 'Office hours over the holidays',
      },
      descriptions: { ru: '<p>Офисы работают по сокращённому графику.</p>', en: '' },
      status,
    },
  });
  await go(`/adminDashboard/news?q=${slug}`)(page);
  await page.getByRole('button', { name: 'Изменить' }).first().click();
  await page.getByRole('textbox', { name: 'Описание (RU)' }).waitFor();
}

let stopping = false;
function start(name, args, cwd, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: process.env.SCREENSHOTS_VERBOSE ? 'inherit' : 'ignore',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    if (!stopping) console.error(`${name} exited (${code})`);
  });
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-console-screenshots-'));
// Whatever ends this process, the servers it started end with it.
process.on('exit', () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
});
const children = [
  start('api', ['dist/server.js'], join(root, 'apps/api'), {
    NODE_ENV: 'development',
    PORT: String(base + 1),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: SUPERADMIN.username,
    ADMIN_PASSWORD: SUPERADMIN.password,
    ADMIN_ORIGIN: consoleUrl,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  }),
  start('site', ['dist/server.js'], join(root, 'apps/public-site'), {
    NODE_ENV: 'production',
    PORT: String(base),
    API_URL: apiUrl,
  }),
  start('console', ['build/serve.mjs'], join(root, 'apps/admin'), {
    PORT: String(base + 2),
    PUBLIC_API_URL: apiUrl,
    PUBLIC_SITE_URL: siteUrl,
  }),
];

try {
  await Promise.all([
    waitFor(`${apiUrl}/api/health`),
    waitFor(`${siteUrl}/healthz`),
    waitFor(`${consoleUrl}/administrator`),
  ]);
  const { token } = await call('/api/login', { method: 'POST', body: SUPERADMIN });
  await call('/api/admin/admins', { token, method: 'POST', body: EDITOR });
  await call('/api/admin/admins', { token, method: 'POST', body: MFA_EDITOR });
  {
    const mfa = (await call('/api/login', { method: 'POST', body: MFA_EDITOR })).token;
    const { secret } = await call('/api/admin/me/totp', { token: mfa, method: 'POST', body: {} });
    await call('/api/admin/me/totp/confirm', {
      token: mfa,
      method: 'POST',
      body: { code: await totpCode({ secret }) },
    });
  }
  await call('/api/sql-explorer/execute', { token, method: 'POST', body: { sql: MANY_NEWS_SQL } });
  // An item with a history (a draft, published, edited) and a deleted one.
  const item = (ru, description) => ({
    slug: 'tarify-dekabr',
    priority: 'A',
    dates: { date: '2026-12-01', startDate: '', expireDate: '' },
    titles: { ru, en: 'Fuel prices from 1 December' },
    descriptions: { ru: description, en: '<p>New prices.</p>' },
  });
  const created = await call('/api/admin/news', {
    token,
    method: 'POST',
    body: {
      ...item('Тарифы с 1 декабря', '<p>С 1 декабря меняются цены на дизельное топливо.</p>'),
      status: 'draft',
    },
  });
  await call(`/api/admin/news/${created.id}/status`, {
    token,
    method: 'PUT',
    body: { status: 'published' },
  });
  await call(`/api/admin/news/${created.id}`, {
    token,
    method: 'PUT',
    body: item(
      'Новые тарифы с 1 декабря',
      '<p>С 1 декабря снижаются цены на дизельное топливо и газ.</p>',
    ),
  });
  await call('/api/admin/news/5', { token, method: 'DELETE' });
  // A sign-in before the one the shots use, so that the start page has a previous one to show.
  const editorToken = (await call('/api/login', { method: 'POST', body: EDITOR })).token;
  // Items saved through the console have versions, and so an editor on the start page: the
  // editor saves four of the bulk-inserted ones as they are (SQL inserts have no versions).
  for (const id of [240, 250, 297, 299]) {
    const { slug, priority, dates, titles, descriptions } = await call(`/api/admin/news/${id}`, {
      token: editorToken,
    });
    await call(`/api/admin/news/${id}`, {
      token: editorToken,
      method: 'PUT',
      body: { slug, priority, dates, titles, descriptions },
    });
  }

  mkdirSync(outDir, { recursive: true });
  ensureRussianBrowserChrome();
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    // Russian browser chrome: date fields read дд.мм.гггг, as an editor in Minsk sees them.
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--lang=ru-RU'],
    env: { ...process.env, LANG: 'ru_RU.UTF-8', LANGUAGE: 'ru_RU:ru' },
  });
  let count = 0;
  for (const shot of shots) {
    if (only.length && !only.some((part) => shot.name.includes(part))) continue;
    for (const size of widths) {
      if (shot.phoneOnly && size.width >= 768) continue;
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
        isMobile: size.width < 768,
        hasTouch: size.width < 768,
        locale: 'ru-RU',
        timezoneId: 'Europe/Minsk',
      });
      const page = await context.newPage();
      // The browser's own questions (leaving a page with unsaved changes) are answered «leave».
      page.on('dialog', (dialog) => dialog.accept().catch(() => {}));
      if (shot.fresh) tokens.delete((shot.user ?? SUPERADMIN).username);
      if (shot.user !== null) await signIn(context, shot.user ?? SUPERADMIN);
      await shot.act(page);
      await page.waitForTimeout(400);
      if (shot.grow) {
        // A full-page capture draws a bar stuck to the window's bottom in the page's middle (where
        // the first window ended): the window is made as tall as the page first.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) });
        await page.waitForTimeout(300);
      }
      await page.screenshot({
        path: join(outDir, `${shot.name}-${size.name}.png`),
        fullPage: shot.full !== false,
      });
      await context.close();
      count += 1;
    }
  }
  await browser.close();
  console.log(`${count} screenshots in ${outDir}`);
} finally {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

// A full run also makes the editors' guide's pictures (docs/editors/) from these shots.
if (only.length === 0) await import('./docs-screenshots.mjs');

/**
 * Debian's Chromium carries only its English interface; its date and time fields then read
 * mm/dd/yyyy and 12-hour times whatever --lang says. The Russian one (chromium-l10n) is installed
 * when missing and apt-get is at hand, so that the shots show what an editor in Minsk sees
 * (дд.мм.гггг, 24-hour times); without it the shots are still taken, with a warning.
 */
function ensureRussianBrowserChrome() {
  const pack = '/usr/lib/chromium/locales/ru.pak';
  if (!existsSync('/usr/bin/chromium') || existsSync(pack)) return;
  const root = process.getuid?.() === 0;
  const apt = (...args) =>
    spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!apt('install', '-y', '-qq', 'chromium-l10n'))
    apt('update', '-qq') && apt('install', '-y', '-qq', 'chromium-l10n');
  if (!existsSync(pack))
    console.warn('chromium-l10n is missing: date fields in the shots read in the English format.');
}
