/** The news list's row menu, selection and bulk actions (issue 26 §8). */
export const adminNewsBulk = {
  select: 'Выбрать: {{title}}',
  selectPage: 'Выбрать все на странице',
  /** A phone's list: the boxes come with this mode (review s45b, finding 8). */
  startSelecting: 'Выбрать',
  stopSelecting: 'Готово',
  selected: 'Выбрано: {{count}}',
  clear: 'Снять выделение',
  bar: 'Действия с выбранными новостями',
  publish: 'Опубликовать',
  unpublish: 'Снять с публикации',
  delete: 'Удалить',
  rowMenu: 'Действия: {{title}}',
  cover: 'Обложка',
  confirm: {
    publishTitle: 'Опубликовать выбранные новости?',
    publishText: 'Новостей: {{count}}. Они появятся на сайте в пределах своих дат.',
    unpublishTitle: 'Снять выбранные новости с публикации?',
    unpublishText: 'Новостей: {{count}}. Они станут черновиками и пропадут с сайта.',
    deleteTitle: 'Удалить выбранные новости?',
    deleteText:
      'Новостей: {{count}}. Сразу после удаления его можно отменить, а суперадминистратор может восстановить новости в течение 30 дней.',
    cancel: 'Отмена',
  },
  done: {
    publish: 'Опубликовано новостей: {{count}}',
    unpublish: 'Снято с публикации: {{count}}',
    delete: 'Удалено новостей: {{count}}',
    undone: 'Удаление отменено: {{count}}',
  },
  failed: 'Не получилось для {{count}} из {{total}}:',
  failedItem: '«{{title}}»: {{reason}}',
  failedReason: 'ошибка сервера',
  dismiss: 'Скрыть',
  working: 'Выполняется…',
};
