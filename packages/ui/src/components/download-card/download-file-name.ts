/**
 * The `download` name of a document card (spec: content pages §3, site frame §5): the card title
 * plus its extension, and `.pdf` when no extension is given. A title that already ends with the
 * extension is not doubled. The extension may be written with or without its dot, in any case.
 *
 *   downloadFileName('Прайс-лист', 'pdf')     → 'Прайс-лист.pdf'
 *   downloadFileName('Заявление', '.DOC')     → 'Заявление.doc'
 *   downloadFileName('Договор.pdf', 'pdf')    → 'Договор.pdf'
 *   downloadFileName('Договор', '')           → 'Договор.pdf'
 */
export function downloadFileName(title: string, extension?: string): string {
  const name = title.trim();
  const ext = (extension ?? '').trim().replace(/^\.+/, '').toLowerCase() || 'pdf';
  return name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`;
}
