/** News detail page (/news/{slug}); the spec names the key 'detailedNewsMain.notFound'. */
export const detailedNewsMain = {
  notFoundTitle: 'Новость не найдена',
  notFound: 'Возможно, она была удалена или адрес набран с ошибкой.',
  previewBanner: 'Предпросмотр: эта страница не опубликована и видна только по ссылке.',
  previewGoneTitle: 'Ссылка предпросмотра устарела',
  previewGone:
    'Ссылка предпросмотра действует 15 минут и уже устарела. Откройте предпросмотр из редактора ещё раз.',
  previewMissingTitle: 'Ссылка предпросмотра не найдена',
  previewMissing:
    'Такой ссылки предпросмотра нет. Проверьте адрес или откройте предпросмотр из редактора ещё раз.',
  backToNews: 'Вернуться к списку новостей',
  /** Under the not-found block: the newest news as the cards «Другие новости» has. */
  latestNews: 'Последние новости',
};
