/** The console's frame and start page, lists, drafts and confirmations (issue 18). */
export const adminConsole = {
  brand: {
    /** Under the name, on the login and in the console's frame alike (review s47, finding 19). */
    shell: 'Администрирование',
  },
  site: {
    open: 'Открыть сайт',
  },
  /**
   * The kit's date and time fields in the console (review s48b, finding 6): a date is typed as
   * дд.мм.гггг (the placeholder says how, in the muted colour) or picked in the calendar; an empty
   * time's placeholder is the time it means to the API — a start from 00:00, an end to 23:59.
   */
  dateField: {
    placeholder: 'дд.мм.гггг',
    openCalendar: 'Выбрать дату в календаре',
    calendar: 'Календарь',
    invalidDate: 'Нет такой даты: введите её как дд.мм.гггг',
    invalidTime: 'Нет такого времени: введите его как чч:мм, от 00:00 до 23:59',
    timeZone: 'Минск',
    startTimePlaceholder: '00:00',
    endTimePlaceholder: '23:59',
  },
  home: {
    previousSignIn: 'Предыдущий вход: {{at}}, с адреса {{ip}}',
    firstSignIn: 'Это ваш первый вход в панель управления',
    quickActions: 'Быстрые действия',
    statsTitle: 'Новости по состоянию',
    stats: {
      live: 'Опубликованы',
      scheduled: 'Запланированы',
      draft: 'Черновики',
      expired: 'Истекли',
    },
    statsHint: {
      live: 'видны на сайте сейчас',
      scheduled: 'появятся на сайте позже',
      draft: 'ещё не опубликованы',
      expired: 'срок показа закончился',
    },
    upcoming: 'Ближайшие публикации',
    upcomingEmpty: 'Запланированных новостей нет.',
    allScheduled: 'Все запланированные',
    recent: 'Последние изменения',
    savedToday: 'Сегодня, {{time}}',
    /** Who saved an item last, after when (the account name). */
    savedBy: '{{who}}',
    /** …when that was the signed-in administrator. */
    savedByYou: 'вы',
    /** A scheduled item's moment: its date and the time it goes live (00:00 when none is set). */
    scheduledAt: '{{date}}, {{time}}',
    statsOpen: 'Открыть список',
    /** The signed-in administrator has neither an authenticator app nor a passkey. */
    secondFactor: {
      title: 'Подключите второй фактор',
      /** A phone's one line (review s46, finding 13): the explanation only from 768 px up. */
      titleShort: 'Подключите второй фактор — защитит вход',
      text: 'Сейчас для входа достаточно пароля. Приложение-аутентификатор или ключ доступа защитят учётную запись, даже если пароль узнают.',
      action: 'Подключить в настройках',
      actionShort: 'Подключить',
      dismiss: 'Скрыть напоминание',
    },
    allNews: 'Все новости',
  },
  /** How long ago something happened (the start page's changes, the sessions' last activity). */
  time: {
    justNow: 'только что',
    minutesAgo: '{{count}} мин назад',
    hoursAgo: '{{count}} ч назад',
    yesterday: 'вчера, {{time}}',
  },
  /** The footer's one line for errors shown under their fields (review s46, finding 7). */
  fieldErrorSummary: {
    one: '{{count}} поле с ошибкой — показать',
    few: '{{count}} поля с ошибкой — показать',
    many: '{{count}} полей с ошибкой — показать',
  },
  toast: {
    dismiss: 'Закрыть уведомление',
  },
  /** The strength meter and the show/hide button of new passwords. */
  password: {
    show: 'Показать',
    hide: 'Скрыть',
    strength: 'Надёжность пароля',
    checking: 'Проверяем надёжность…',
    levels: {
      veryWeak: 'Очень слабый',
      weak: 'Слабый',
      fair: 'Средний',
      good: 'Хороший',
      strong: 'Надёжный',
    },
    accepted: 'Такой пароль подойдёт.',
    unavailable: 'Надёжность сейчас не проверить: сервер проверит пароль при сохранении.',
  },
  unsaved: {
    closeTitle: 'Изменения не сохранены',
    leaveTitle: 'Уйти со страницы?',
    text: 'Изменения в форме не сохранены: без сохранения они пропадут.',
    stay: 'Продолжить редактирование',
    discard: 'Закрыть без сохранения',
    leave: 'Уйти без сохранения',
    saveAndClose: 'Сохранить черновик и закрыть',
    keptAsAutosave: 'Изменения новости «{{title}}» сохранены как черновик: на сайте она прежняя.',
  },
  drafts: {
    /*
     * The browser's own copy of typed changes is «несохранённые правки», never «черновик», which
     * names a draft saved on the server (review s48b, finding 2: «Есть несохранённые черновики»
     * beside the start page's «Черновики 0»).
     */
    found: 'В этом браузере остались несохранённые правки этой формы от {{at}}.',
    restored: 'Восстановлены несохранённые правки от {{at}}.',
    restore: 'Восстановить правки',
    undoRestore: 'Отменить восстановление',
    discard: 'Отбросить правки',
    noticeTitle: 'Есть несохранённые правки',
    newItem: 'Новая новость «{{title}}» — не сохранена, правки от {{at}}',
    editItem: 'Новость «{{title}}» — несохранённые правки от {{at}}',
    continue: 'Продолжить',
    untitled: 'без заголовка',
  },
  list: {
    none: 'Найдено: 0',
    shown: 'Показаны {{from}}–{{to}} из {{total}}',
    reset: 'Сбросить фильтры',
    nothingFound: 'Ничего не найдено',
    nothingFoundFor: 'По запросу «{{query}}» ничего не найдено',
    nothingFoundHint: 'Измените запрос или сбросьте фильтры.',
    pages: 'Страницы списка',
    pagesTop: 'Страницы списка, над карточками',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    first: 'Первая страница',
    last: 'Последняя страница',
    page: 'Страница {{page}}',
    pageOf: 'Страница {{page}} из {{pages}}',
    pageSize: 'Строк на странице',
    perPage: '{{size}} на странице',
    clearSearch: 'Очистить поиск',
  },
};
