/** News detail page (/news/{slug}); the spec names the key 'detailedNewsMain.notFound'. */
export const detailedNewsMain = {
  notFoundTitle: 'Новость не найдена',
  notFound: 'Новость не найдена. Возможно, она была удалена или ссылка устарела.',
  backToNews: 'Вернуться к списку новостей',
};
