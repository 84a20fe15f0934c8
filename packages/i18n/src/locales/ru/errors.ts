/**
 * Error pages. The title of the default error page is kept as the spec gives it (an English
 * heading with the status); the visitor's language says what happened and where to go on.
 */
export const errors = {
  unexpected: {
    title: 'Unexpected Application Error',
    heading: 'Что-то пошло не так',
    text: 'Произошла непредвиденная ошибка. Обновите страницу или вернитесь на главную.',
    status: 'Код ошибки: {{status}}',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'Страница, которую вы ищете, не существует или была перемещена.',
    hint: 'Если вы набирали адрес вручную, проверьте, нет ли в нем опечатки. Нужный раздел можно найти поиском или в списке ниже.',
  },
  backHome: 'На главную',
  contacts: 'Связаться с нами',
  searchLabel: 'Поищите на сайте',
  searchSubmit: 'Найти',
  areasTitle: 'Основные разделы',
};
