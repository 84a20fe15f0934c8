/** The placeholder pages of content-pages §2.10 (the red heading, then what a visitor can do meanwhile). */
export const placeholder = {
  note: 'Материалы этого раздела готовятся к публикации. Если вопрос не ждет, позвоните или напишите в клиентский сервис — специалисты ответят в рабочие часы.',
  contactTitle: 'Клиентский сервис',
  emailLabel: 'Вопросы клиентов',
  applicationLink: 'Стать клиентом',
  allContacts: 'Все отделения и контакты',
  otherTitle: 'Другие страницы раздела',
  allPages: 'Все разделы',
};
