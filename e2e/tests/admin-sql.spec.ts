import { E2E, expect, test } from '../fixtures';
import { openSection, signIn, uniqueName } from '../fixtures/admin';
import { createNewsViaApi } from '../fixtures/admin-api';

test('the SQL Explorer runs a select and an update and shows errors', async ({ page, request, consoleErrors }) => {
  const slug = uniqueName('sql-news');
  await createNewsViaApi(request, slug, 'Новость для SQL');
  await signIn(page, E2E.superadmin.username, E2E.superadmin.password);
  await openSection(page, 'SQL Explorer');
  const query = page.getByLabel('SQL-запрос');
  const run = page.locator('form').getByRole('button', { name: 'Выполнить' });
  const result = page.getByRole('table', { name: 'Результат' });

  await run.click();
  await expect(page.getByRole('alert')).toHaveText('Введите SQL-запрос');

  await query.fill(`SELECT slug, priority, NULL AS missing FROM news WHERE slug = '${slug}'`);
  await run.click();
  await expect(result.getByRole('columnheader')).toHaveText(['slug', 'priority', 'missing']);
  await expect(result.getByRole('row').nth(1)).toHaveText([slug, 'B', 'NULL'].join(''));

  // Review s45b, finding 4: reading mode (the default) does not run a statement that changes data.
  const update = `UPDATE news SET priority = 'A' WHERE slug = '${slug}'`;
  const confirm = page.getByRole('dialog', { name: 'Выполнить запрос, изменяющий данные?' });
  const reading = page.getByRole('radio', { name: 'Чтение' });
  const changing = page.getByRole('radio', { name: 'Изменение данных' });
  await expect(reading).toBeChecked();
  await query.fill(update);
  await run.click();
  const refused = page.getByRole('alert').filter({ hasText: 'в режиме чтения он не выполнен' });
  await expect(refused).toBeVisible();
  await expect(confirm).toBeHidden();
  await refused.getByRole('button', { name: 'Включить режим изменения' }).click();
  await expect(changing).toBeChecked();
  await expect(page.getByText('Режим изменения: запросы меняют данные после подтверждения')).toBeVisible();

  // Issue 28: in change mode it is first run in a rolled-back transaction and shown.
  await run.click();
  await expect(confirm.getByText('Будет изменено строк: 1')).toBeVisible();
  await expect(confirm.getByRole('table')).toContainText(slug);
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Запрос не выполнен: ничего не изменено.')).toBeVisible();
  await query.fill(`SELECT priority FROM news WHERE slug = '${slug}'`);
  await run.click();
  await expect(result.getByRole('cell')).toHaveText(['B']);

  await query.fill(update);
  await run.click();
  await expect(changing).toBeChecked();
  await confirm.getByRole('button', { name: 'Выполнить' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Изменено строк: 1')).toBeVisible();
  await expect(result).toHaveCount(0);
  // A confirmed write puts reading mode back.
  await expect(reading).toBeChecked();

  await query.fill(`SELECT priority FROM news WHERE slug = '${slug}'`);
  await query.press('Control+Enter');
  await expect(result.getByRole('cell')).toHaveText(['A']);

  await query.fill('WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 1500) SELECT x FROM n');
  await run.click();
  await expect(page.getByText(/Показаны первые 1\s000 строк из 1\s500/)).toBeVisible();

  await query.fill('SELECT * FROM no_such_table');
  await run.click();
  await expect(page.getByRole('alert')).toContainText('no_such_table');
  // The write is in the activity log.
  await openSection(page, 'Журнал действий');
  await expect(page.getByText(update).first()).toBeVisible();
  // 409: the read-only attempt of a changing statement, which the console then previews.
  expect(consoleErrors.filter((text) => !/status of (400|409)/.test(text))).toEqual([]);
});
