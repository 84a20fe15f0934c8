/** Administrator area: login, dashboard frame, menu and the shared modal actions. */
export const adminSession = {
  login: {
    title: 'Вход в панель управления',
    username: 'Имя пользователя',
    password: 'Пароль',
    submit: 'Войти',
    submitting: 'Вход…',
    defaultError: 'Неверное имя пользователя или пароль',
    networkError: 'Не удалось связаться с сервером. Проверьте подключение и повторите попытку.',
    tagline: 'Новости сайта, администраторы и данные — в одном месте.',
    intro: 'Войдите под своей учётной записью администратора.',
    /** Why the console came back to the login (the API's 401 `reason`). */
    ended: {
      sessionEnded: 'Сеанс завершён на другом устройстве',
      sessionIdle: 'Сеанс истёк из-за бездействия',
      passwordChanged: 'Пароль изменён — войдите снова',
      sessionExpired: 'Сеанс истёк: с момента входа прошло 8 часов. Войдите снова',
    },
    features: {
      news: 'Новости сайта: публикация по расписанию, черновики',
      admins: 'Администраторы и их роли',
      security: 'Вход со вторым фактором: приложение или ключ доступа',
    },
  },
  dashboard: {
    welcome: 'Добро пожаловать в панель управления',
    /** The phone's top bar: the greeting's first words over the role, in the account chip. */
    welcomeShort: 'Добро пожаловать',
    role: 'Роль: {{role}}',
    /** Before the role's pill in the header, read out only. */
    rolePrefix: 'Роль:',
    /** The API's roles as the console names them: `admin` is an editor of the news. */
    roles: {
      superadmin: 'Суперадминистратор',
      admin: 'Редактор',
    },
    logout: 'Выйти',
    checkingSession: 'Проверка сеанса…',
    skipToContent: 'Перейти к содержимому',
    overview: 'Выберите раздел в меню, чтобы начать работу.',
    yourRole: 'Ваша роль — {{role}}.',
    backHome: 'Перейти в панель управления',
  },
  menu: {
    label: 'Разделы панели управления',
    controlPanel: 'Панель управления',
    administrators: 'Администраторы',
    news: 'Новости',
    media: 'Медиатека',
    sqlExplorer: 'SQL Explorer',
    applications: 'Заявки',
    audit: 'Журнал действий',
    settings: 'Настройки',
    open: 'Меню',
    title: 'Меню',
    close: 'Закрыть меню',
  },
  settings: {
    unavailable: 'Настройки пока недоступны',
  },
  loading: 'Загрузка…',
  noscript:
    'Панели администратора нужен JavaScript. Включите его в настройках браузера и обновите страницу.',
  actions: {
    label: 'Действия',
    edit: 'Изменить',
    delete: 'Удалить',
    cancel: 'Отмена',
    create: 'Создать',
    creating: 'Создание…',
    save: 'Сохранить',
    saving: 'Сохранение…',
    deleting: 'Удаление…',
    close: 'Закрыть',
  },
};
