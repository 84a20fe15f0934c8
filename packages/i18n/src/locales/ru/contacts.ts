/** Contacts page (/contacts). */
export const contacts = {
  title: 'Контакты',
  intro: 'Отделения компании в Беларуси и дочерняя компания в России.',
  belarus: 'Беларусь',
  russia: 'Россия',
  address: 'Адрес',
  phones: 'Телефоны',
  email: 'Электронная почта',
  workingHours: 'Режим работы',
  showOnMap: 'Показать на карте',
  map: {
    label: 'Карта отделений',
    loading: 'Загрузка карты…',
    consentRequired:
      'Для отображения карты необходимо согласие на обработку функциональных и аналитических cookies.',
    configureCookies: 'Настроить cookies',
  },
};
