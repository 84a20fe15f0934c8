/** Information for banks (/partners/forBankInformation). */
export const partnersForBankInformation = {
  title: 'Информация для банков',
  description:
    'Банк участвует в платежной системе как эмитент электронных денег. Здесь собраны правила, документы и контакты для банков-партнеров.',
  cards: {
    title: 'Правила и обслуживание',
    cardUsageRules: {
      title: 'Правила использования карточек',
      text: 'Как карточка считывается и как проходит оплата в пункте обслуживания.',
    },
    plasticCardUsageRules: {
      title: 'Правила пользования пластиковыми карточками',
      text: 'Правила для держателей пластиковых карточек.',
    },
    forNotAResidentsServices: {
      title: 'Обслуживание нерезидентов',
      text: 'Условия обслуживания организаций-нерезидентов.',
    },
  },
  department: {
    title: 'Контакты отделения',
    address: 'Адрес',
    phone: 'Телефон',
    imageAlt: 'Здание отделения: {{name}}',
  },
  documents: {
    title: 'Документы',
    eMoneyRegulations: 'Порядок использования электронных денег',
    eMoneyRegulationsText: 'Как остаток по договору становится доступным для оплаты',
    bankDocument1: 'Порядок взаимодействия с банком-эмитентом',
    bankDocument2: 'Порядок расчетов по операциям с электронными деньгами',
  },
  readMore: {
    title: 'Подробнее',
    about: 'О компании',
    contacts: 'Контакты',
  },
};
