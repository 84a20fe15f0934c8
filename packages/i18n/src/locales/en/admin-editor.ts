import type { adminEditor as ru } from '../ru/admin-editor';
import type { DeepStringRecord } from '../../types';
import { adminLinkDialog } from './admin-link-dialog';

export const adminEditor = {
  toolbar: 'Formatting toolbar',
  placeholder: 'Enter the news text…',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  heading4: 'Heading 4',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  link: 'Link',
  linkPrompt: 'Link address',
  linkInvalid: 'A link address must start with http://, https://, mailto: or tel:',
  unlink: 'Remove link',
  orderedList: 'Numbered list',
  bulletList: 'Bulleted list',
  colour: 'Colour',
  textColor: 'Text colour',
  textColorShort: 'Text',
  backgroundColorShort: 'Background',
  noColour: 'No colour',
  swatch: '{{group}}: {{colour}}',
  backgroundColor: 'Background colour',
  colors: {
    green: 'Green',
    red: 'Red',
    black: 'Black',
    white: 'White',
  },
  align: {
    left: 'Align left',
    center: 'Align center',
    right: 'Align right',
    justify: 'Justify',
  },
  quote: 'Quote',
  /** Below 768 px: the button that opens the other tools (review s45b, finding 6). */
  more: 'More',
  linkDialog: adminLinkDialog,
  clearFormatting: 'Clear formatting',
  groups: {
    headings: 'Headings',
    text: 'Text style and link',
    lists: 'Lists',
    align: 'Alignment',
  },
} satisfies DeepStringRecord<typeof ru>;
