/** Administrators page (/adminDashboard/users). */
export const adminAdmins = {
  title: 'Администраторы',
  noPermission: 'У вас нет прав для просмотра администраторов.',
  add: 'Добавить администратора',
  empty: 'Нет администраторов с ролью admin',
  table: {
    id: 'ID',
    username: 'Имя пользователя',
    role: 'Роль',
    createdAt: 'Дата создания',
  },
  modal: {
    createTitle: 'Новый администратор',
    editTitle: 'Изменение администратора',
    deleteTitle: 'Удаление администратора',
    deleteConfirm: 'Удалить администратора {{username}}? Это действие нельзя отменить.',
    username: 'Имя пользователя',
    password: 'Пароль',
    newPassword: 'Новый пароль',
    passwordHint: 'Оставьте поле пустым, чтобы сохранить текущий пароль.',
  },
  errors: {
    load: 'Ошибка загрузки данных',
    create: 'Ошибка создания',
    update: 'Ошибка обновления',
    delete: 'Ошибка удаления',
  },
};
