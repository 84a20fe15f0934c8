/** Words used across the frame and the pages. */
export const common = {
  // Company-replaced value: the same invented brand as `company.brandName` in @fuelcard/offices.
  brand: 'RouteCard',
  home: 'Главная',
  /** The Home link at the end of every content page (one wording across the site). */
  backHome: 'Вернуться на главную',
  up: 'Наверх',
  readMore: 'Подробнее',
  back: 'Назад',
  close: 'Закрыть',
  download: 'Скачать',
  downloadFile: 'Скачать файл «{{name}}»',
  /** A download row's format and size, as GOV.UK lists attachments: «PDF, 245 КБ». */
  fileMeta: '{{format}}, {{size}}',
  fileSize: { kb: '{{value}}\u00a0КБ', mb: '{{value}}\u00a0МБ' },
  opensInNewTab: '(откроется в новой вкладке)',
  /** The badge of a placeholder page and of every link to one. */
  inPreparation: 'Раздел готовится',
  breadcrumbs: 'Навигационная цепочка',
  onThisPage: 'На этой странице',
  contents: 'Содержание',
  logoLink: 'На главную страницу',
  loading: 'Загрузка…',
  loadingPage: 'Загрузка страницы…',
  skipToContent: 'Перейти к содержанию',
  socialImageAlt:
    'RouteCard: топливные карточки и электронные платежи для бизнеса — АЗС у вечерней дороги',
};
