import { adminLinkDialog } from './admin-link-dialog';

/** Rich-text editor toolbar of the news form. */
export const adminEditor = {
  toolbar: 'Панель форматирования',
  placeholder: 'Введите текст новости…',
  heading2: 'Заголовок 2',
  heading3: 'Заголовок 3',
  heading4: 'Заголовок 4',
  bold: 'Полужирный',
  italic: 'Курсив',
  underline: 'Подчеркнутый',
  link: 'Ссылка',
  linkPrompt: 'Адрес ссылки',
  linkInvalid: 'Адрес ссылки должен начинаться с http://, https://, mailto: или tel:',
  unlink: 'Убрать ссылку',
  orderedList: 'Нумерованный список',
  bulletList: 'Маркированный список',
  colour: 'Цвет',
  textColor: 'Цвет текста',
  textColorShort: 'Текст',
  backgroundColorShort: 'Фон',
  noColour: 'Без цвета',
  swatch: '{{group}}: {{colour}}',
  backgroundColor: 'Цвет фона',
  colors: {
    green: 'Зеленый',
    red: 'Красный',
    black: 'Черный',
    white: 'Белый',
  },
  align: {
    left: 'По левому краю',
    center: 'По центру',
    right: 'По правому краю',
    justify: 'По ширине',
  },
  quote: 'Цитата',
  /** Below 768 px: the button that opens the other tools (review s45b, finding 6). */
  more: 'Ещё',
  linkDialog: adminLinkDialog,
  clearFormatting: 'Очистить форматирование',
  groups: {
    headings: 'Заголовки',
    text: 'Начертание и ссылка',
    lists: 'Списки',
    align: 'Выравнивание',
  },
};
