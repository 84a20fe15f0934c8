/** Site header: language switcher, office phones, external buttons and the search box. */
export const header = {
  language: {
    label: 'Язык сайта',
    ru: 'RU',
    en: 'EN',
    ruName: 'Русский',
    enName: 'English',
  },
  departments: {
    label: 'Телефоны отделений',
    toggle: 'Выбрать отделение',
    allContacts: 'Все контакты',
  },
  phoneLine: {
    label: 'Телефон клиентского сервиса',
    call: 'Позвонить по номеру {{phone}}',
  },
  buttons: {
    /** The drawer's primary button: the application form (type client). */
    becomeClient: 'Стать клиентом',
    gasStations: 'Поиск АЗС',
    personalAccount: 'Личный кабинет',
  },
  search: {
    label: 'Поиск по сайту',
    placeholder: 'Поиск по сайту',
    open: 'Открыть поиск',
    results: 'Результаты поиска',
    noResults: 'По запросу «{{query}}» ничего не найдено',
    found: 'Найдено страниц: {{count}}',
    morePages: 'Еще страниц: {{count}} — показать все результаты',
    submit: 'Найти',
  },
};
