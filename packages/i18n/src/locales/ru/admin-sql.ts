/** SQL Explorer page (/adminDashboard/sql-explorer). */
export const adminSql = {
  title: 'SQL Explorer',
  noPermission: 'У вас нет прав для работы с SQL Explorer.',
  queryLabel: 'SQL-запрос',
  execute: 'Выполнить',
  executing: 'Выполнение…',
  emptyQuery: 'Введите SQL-запрос',
  unauthorized: 'Пользователь не авторизован',
  executionFailed: 'Ошибка выполнения запроса: ',
  affectedRows: 'Изменено строк: {{count}}',
  result: 'Результат',
  noRows: 'Запрос не вернул ни одной строки',
  truncated: 'Результат сокращен: показаны первые {{shown}} строк.',
};
