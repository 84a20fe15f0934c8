/**
 * A title as a file name every browser and file system keeps as it is: Chromium turns "/" and
 * ":" into "_", Windows refuses \ / : * ? " < > |. A colon becomes " - " ("Памятка: клиенту" →
 * "Памятка - клиенту"), slashes and bars a "-" ("№ 03/2024" → "№ 03-2024"), double quotes
 * single ones; * ? < > and control characters are dropped, and no name starts or ends with a dot
 * or a space.
 */
export function safeFileName(name: string): string {
  return name
    .replace(/\s*:\s*/g, ' - ')
    .replace(/[\\/|]/g, '-')
    .replace(/"/g, "'")
    .replace(/[*?<>]/g, '')
    .split('')
    .filter((character) => character.charCodeAt(0) >= 32 && character.charCodeAt(0) !== 127)
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

/**
 * The `download` name of a document card (spec: content pages §3, site frame §5): the card title
 * plus its extension, and `.pdf` when no extension is given. The title is made safe for every
 * browser (`safeFileName`). A title that already ends with the extension is not doubled. The
 * extension may be written with or without its dot, in any case.
 *
 *   downloadFileName('Прайс-лист', 'pdf')           → 'Прайс-лист.pdf'
 *   downloadFileName('Заявление', '.DOC')           → 'Заявление.doc'
 *   downloadFileName('Договор.pdf', 'pdf')          → 'Договор.pdf'
 *   downloadFileName('Договор', '')                 → 'Договор.pdf'
 *   downloadFileName('Прейскурант № 03/2024', 'doc') → 'Прейскурант № 03-2024.doc'
 */
export function downloadFileName(title: string, extension?: string): string {
  const name = safeFileName(title);
  const ext = (extension ?? '').trim().replace(/^\.+/, '').toLowerCase() || 'pdf';
  return name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`;
}
