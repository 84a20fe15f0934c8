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
  /** A cut result, by the Russian plural form of the rows shown (Intl.PluralRules). */
  shownOf: {
    one: 'Показана первая {{count}} строка из {{total}}',
    few: 'Показаны первые {{count}} строки из {{total}}',
    many: 'Показаны первые {{count}} строк из {{total}}',
  },
  shownOfMore: {
    one: 'Показана первая {{count}} строка из более чем {{total}}',
    few: 'Показаны первые {{count}} строки из более чем {{total}}',
    many: 'Показаны первые {{count}} строк из более чем {{total}}',
  },
  truncatedWhy:
    'SQL Explorer передаёт не больше 1000 строк и около 1 МБ за раз. Уточните запрос (WHERE, LIMIT), чтобы увидеть остальные.',
  shortcut: 'Ctrl + Enter (⌘ + Enter на Mac) — выполнить запрос.',
  duration: '{{ms}} мс',
  /** Under a result's box: how many rows it holds (with the time taken: «40 строк · 30 мс»). */
  rowsTotal: {
    one: '{{count}} строка',
    few: '{{count}} строки',
    many: '{{count}} строк',
  },
  copyTsv: 'Копировать (TSV)',
  downloadCsv: 'Скачать CSV',
  copied: 'Скопировано строк: {{count}}',
  copyFailed: 'Не удалось скопировать: браузер не дал доступа к буферу обмена.',
  showWhole: 'Нажмите, чтобы увидеть значение целиком.',
  /** A phone's record card of a result row (up to 599 px; review s48b, finding 7). */
  record: 'Строка {{n}}',
  /** Under a phone's record cards: how many more the button adds (at most 20). */
  showMore: 'Показать ещё {{count}}',
  /** A phone's record card shows its first fields; the toggle under them shows the rest in place
   * (review s49, finding 4). */
  moreFields: {
    one: 'Ещё {{count}} поле',
    few: 'Ещё {{count}} поля',
    many: 'Ещё {{count}} полей',
  },
  fewerFields: {
    one: 'Скрыть {{count}} поле',
    few: 'Скрыть {{count}} поля',
    many: 'Скрыть {{count}} полей',
  },
  valueTitle: '{{column}}, строка {{row}}',
  valueCopied: 'Значение скопировано',
  valueFormatted: 'Показано с отступами для чтения; «Копировать значение» копирует его как есть.',
  copyValue: 'Копировать значение',
  /** Statements that change data: what they would change, shown before they run. */
  confirm: {
    checking: 'Проверяем, что изменит запрос…',
    title: 'Выполнить запрос, изменяющий данные?',
    intro:
      'Ничего ещё не изменено: запрос выполнен в транзакции, которая отменена, и вот что он сделает.',
    changes: 'Будет изменено строк: {{count}}',
    structure:
      'Запрос изменит структуру базы данных (таблицы, индексы, представления или триггеры).',
    preview: 'Строки, которые изменятся',
    previewFirst: 'Первые {{count}} из них',
    previewNote:
      'Добавленные и изменённые строки — такими, какими станут; удалённые — какими были.',
    noPreview: 'Какие именно строки изменятся, база данных заранее не показывает.',
    run: 'Выполнить',
    running: 'Выполнение…',
    cancel: 'Отмена',
    cancelled: 'Запрос не выполнен: ничего не изменено.',
  },
  /** Reading (the default) or changing data: how the page looks and what «Выполнить» may run. */
  mode: {
    label: 'Режим',
    read: 'Чтение',
    write: 'Изменение данных',
    strip: 'Режим изменения: запросы меняют данные после подтверждения',
    blockedTitle: 'Запрос изменяет данные — в режиме чтения он не выполнен',
    blockedText:
      'Ничего не изменено. Чтобы выполнить его после проверки и подтверждения, включите режим изменения.',
    enable: 'Включить режим изменения',
    backToRead: 'Данные изменены. Снова включён режим чтения.',
  },
  /** The cue over a result wider than its box. */
  moreColumns: {
    one: 'ещё {{count}} столбец',
    few: 'ещё {{count}} столбца',
    many: 'ещё {{count}} столбцов',
  },
  /** Read out for a cell holding '' (drawn as a muted ''), apart from NULL (review s47, finding 15). */
  emptyString: 'пустая строка',
  toFirstColumn: 'к первому столбцу',
  history: {
    title: 'История запросов',
    clear: 'Очистить',
    empty: 'Здесь появятся последние 20 запросов из этого браузера.',
    runAgain: 'Повторить',
    runAgainNamed: 'Повторить запрос № {{n}} из истории',
    /** A statement that did not run, tagged in the list (review s47, finding 15). */
    outcome: {
      refused: 'не выполнен',
      cancelled: 'отменён',
      failed: 'ошибка',
    },
  },
};
