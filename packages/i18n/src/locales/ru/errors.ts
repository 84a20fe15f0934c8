/** Error pages. The title of the default error page is kept as the spec gives it. */
export const errors = {
  unexpected: {
    title: 'Unexpected Application Error',
    text: 'Произошла непредвиденная ошибка. Обновите страницу или вернитесь на главную.',
    status: 'Код ошибки: {{status}}',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'Страница, которую вы ищете, не существует или была перемещена.',
  },
  backHome: 'На главную',
  searchLabel: 'Поищите на сайте',
  searchSubmit: 'Найти',
  areasTitle: 'Основные разделы',
};
