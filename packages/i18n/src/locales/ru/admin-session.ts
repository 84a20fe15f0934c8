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
  },
  dashboard: {
    welcome: 'Добро пожаловать в панель управления',
    role: 'Роль: {{role}}',
    roles: {
      superadmin: 'суперадминистратор',
      admin: 'администратор',
    },
    logout: 'Выйти',
    checkingSession: 'Проверка сеанса…',
    skipToContent: 'Перейти к содержимому',
    overview: 'Выберите раздел в меню, чтобы начать работу.',
  },
  menu: {
    label: 'Разделы панели управления',
    controlPanel: 'Панель управления',
    administrators: 'Администраторы',
    news: 'Новости',
    sqlExplorer: 'SQL Explorer',
    settings: 'Настройки',
  },
  settings: {
    unavailable: 'Настройки пока недоступны',
  },
  loading: 'Загрузка…',
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
