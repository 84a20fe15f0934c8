/** The news form's «SEO и соцсети» section (issue 26 §1). */
export const adminNewsSeo = {
  section: 'SEO и соцсети',
  sectionHint:
    'Необязательно. Пустое поле — используется автоматическое значение, показанное серым в поле.',
  descriptionRu: 'Описание для поисковиков (рус.)',
  descriptionEn: 'Описание для поисковиков (англ.)',
  titleRu: 'Заголовок для соцсетей (рус.)',
  titleEn: 'Заголовок для соцсетей (англ.)',
  counter: '{{count}} из {{max}} символов',
  snippet: 'Так новость может выглядеть в поиске',
  snippetRu: 'По-русски',
  snippetEn: 'По-английски',
  untitled: 'Без заголовка',
  noDescription: 'Описание появится из текста новости',
  slugGenerated: 'адрес-из-заголовка',
};
