/** News list page (/news) and the news detail page frame. */
export const news = {
  title: 'Новости',
  description: 'Новости компании: изменения в работе платежной системы, новые услуги и сервисы для клиентов и партнеров.',
  sort: {
    label: 'Сортировка',
    newest: 'Сначала новые',
    oldest: 'Сначала старые',
  },
  pagination: {
    label: 'Страницы списка новостей',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    page: 'Страница {{page}}',
  },
  loading: 'Загрузка новостей…',
  empty: 'Новостей пока нет.',
  backToHome: 'Вернуться на главную',
  detailedNews: 'Подробная новость',
  backToNews: 'Ко всем новостям',
};
