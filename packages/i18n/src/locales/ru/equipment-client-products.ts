/** Client apps: the internet client app, the card pay app, SmartPay and the personal account web app. */
export const equipmentInternetClientApp = {
  title: 'Мобильное приложение клиента',
  description:
    'Мобильное приложение для держателей топливных карточек: виртуальные карточки, привязка карточек и статистика заправок.',
  imageAlt: 'Экран мобильного приложения клиента',
  lists: {
    features: {
      title: 'Возможности',
      virtualCards: 'виртуальные карточки;',
      linking: 'привязка карточек через личный кабинет;',
      statistics: 'статистика заправок в реальном времени;',
      refuelling: 'заправка по виртуальной карточке.',
    },
  },
  stores: {
    title: 'Скачать приложение',
    android: 'Google Play',
    apple: 'App Store',
    androidCaption: 'Доступно в',
    appleCaption: 'Загрузите в',
  },
};

export const equipmentCardPayApp = {
  title: 'Приложение для оплаты по карточке',
  description:
    'Мобильное приложение для оплаты по топливной карточке. О возможностях и подключении расскажут специалисты клиентского обслуживания.',
  imageAlt: 'Экран приложения для оплаты по карточке',
  lists: {
    request: {
      title: 'По запросу вы получите',
      features: 'описание возможностей приложения;',
      terms: 'условия подключения.',
    },
  },
};

export const equipmentSmartPayApp = {
  title: 'Приложение SmartPay',
  description:
    'SmartPay позволяет оплатить топливо и включить топливораздаточную колонку из мобильного приложения без участия оператора АЗС.',
  imageAlt: 'Оплата топлива через приложение SmartPay',
  lists: {
    parts: {
      title: 'Состав решения',
      client: 'клиентская часть — на АЗС;',
      server: 'серверная часть — у разработчика.',
    },
  },
};

export const equipmentPersonalAccWebApp = {
  title: 'Личный кабинет клиента',
  description:
    'Веб-приложение, в котором клиент управляет договором и карточками, получает отчеты и подключает услуги.',
  imageAlt: 'Экран личного кабинета клиента',
  lists: {
    account: {
      title: 'Договор и карточки',
      state: 'просмотр состояния счета;',
      cards: 'просмотр и редактирование карточек и их лимитов.',
    },
    reports: {
      title: 'Отчеты',
      transactions: 'операции;',
      payments: 'платежи;',
      turnovers: 'обороты и остатки, в том числе ЭСЧФ, направленные на налоговый портал.',
    },
    services: {
      title: 'Подключение услуг',
      balance: 'уведомления о балансе;',
      alerts: 'SMS- и e-mail-оповещения;',
      tollRoads: 'платные дороги;',
      otherCards: 'топливные карточки других операторов;',
      mobile: 'пополнение мобильной связи.',
    },
  },
};
