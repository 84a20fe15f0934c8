/** Administrators page (/adminDashboard/users). */
export const adminAdmins = {
  title: 'Администраторы',
  noPermission: 'У вас нет прав для просмотра администраторов.',
  add: 'Добавить администратора',
  empty: 'Нет администраторов с ролью «Редактор»',
  emptyHint: 'Добавьте первого кнопкой «Добавить администратора».',
  rowMenu: 'Действия: {{username}}',
  /** Under the table: the superadmin's own account is not a row of this list (spec §5). */
  self: {
    text: 'Ваша учётная запись — в',
    link: 'Настройках',
  },
  search: {
    label: 'Поиск администраторов',
    placeholder: 'Имя пользователя',
  },
  sorts: {
    username: 'По имени (А–Я)',
    newest: 'Сначала новые',
    oldest: 'Сначала старые',
  },
  toast: {
    created: 'Администратор {{username}} добавлен',
    updated: 'Изменения администратора {{username}} сохранены',
    deleted: 'Администратор {{username}} удалён',
  },
  table: {
    id: 'ID',
    username: 'Пользователь',
    role: 'Роль',
    createdAt: 'Создан',
  },
  modal: {
    createTitle: 'Новый администратор',
    roleNote:
      'Роль — «Редактор»: создаёт, правит, публикует и удаляет новости. Администраторы, SQL Explorer, журнал действий и удалённые новости доступны только суперадминистратору.',
    editTitle: 'Изменение администратора',
    deleteTitle: 'Удаление администратора',
    deleteConfirm: 'Удалить администратора {{username}}? Это действие нельзя отменить.',
    username: 'Имя пользователя',
    usernameRules: 'От 3 до 50 символов: латинские буквы, цифры, точка, дефис, подчёркивание.',
    password: 'Пароль',
    newPassword: 'Новый пароль',
    passwordHint: 'Оставьте поле пустым, чтобы сохранить текущий пароль.',
    passwordRules: 'Не короче {{min}} символов; не ваше имя и не из частых паролей.',
  },
  /** The password rules a new password breaks (the API says the same). */
  passwordProblems: {
    tooShort: 'Пароль должен быть не короче {{min}} символов',
    tooLong: 'Пароль должен быть не длиннее {{max}} символов',
    blank: 'Пароль не может состоять только из пробелов',
    containsUsername: 'Пароль не должен совпадать с именем пользователя или содержать его',
    common:
      'Этот пароль слишком распространён: он есть в списках самых частых паролей. Выберите другой',
  },
  errors: {
    load: 'Ошибка загрузки данных',
    create: 'Ошибка создания',
    update: 'Ошибка обновления',
    delete: 'Ошибка удаления',
  },
};
