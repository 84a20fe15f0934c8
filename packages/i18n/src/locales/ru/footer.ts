/** Site footer: navigation, the selected office, legal links and copyright. */
export const footer = {
  navigation: 'Навигация',
  workingHours: {
    title: 'Режим работы',
    weekdays: 'Пн–Чт 08:30–17:30',
    friday: 'Пт 08:30–16:15',
    /** A word joiner after the dash and a no-break space: the line never breaks inside. */
    daysOff: 'Сб–\u2060Вс:\u00a0выходные',
  },
  email: {
    title: 'Электронная почта',
    organisations: 'Для организаций',
    clientInquiries: 'Для обращений клиентов',
    technicalSupport: 'Техническая поддержка',
  },
  phones: 'Телефоны',
  phoneSuffix: {
    telFax: 'тел./факс',
    fax: 'факс',
  },
  russianSubsidiary: 'Дочерняя компания в России — г. Смоленск',
  contactsLink: 'Все контакты',
  /** Phones: the disclosure that holds the other phones, the hours, the e-mails and the subsidiary. */
  more: 'Режим работы, телефоны и e-mail',
  legal: {
    label: 'Правовая информация',
    rules: 'Правила пользования сайтом',
    offer: 'Публичная оферта',
    privacy: 'Политика конфиденциальности',
    help: 'Помощь',
  },
  copyright: '© 1992–{{year}}. Все права защищены.',
  /** The operator's legal details (values from @fuelcard/offices operatorDetails). */
  operator: {
    title: 'Сведения об операторе',
    legalName: 'Наименование',
    unp: 'УНП',
    unpValue: 'УНП {{unp}}',
    registration: 'Государственная регистрация',
    registrationValue: '{{authority}}, {{date}}',
    register: 'Запись в реестре',
    registerValue: '{{name}}, № {{number}} от {{date}}',
    legalAddress: 'Юридический адрес',
    legalAddressValue: 'Юридический адрес: {{address}}',
  },
};
