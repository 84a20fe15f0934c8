/** A file's size as a download row says it: whole kilobytes up to 1 MB, then megabytes. */
export interface FileSize {
  unit: 'kb' | 'mb';
  value: string;
}

const KB = 1024;
const MB = 1024 * 1024;

/**
 * GOV.UK's attachment sizes («PDF, 245 KB», «PDF, 1.2 MB»): kilobytes rounded up, so a small file
 * is never «0 KB»; megabytes with one decimal in the language's own notation («1,2 МБ»).
 */
export function fileSize(bytes: number, language: string): FileSize {
  if (bytes < MB) {
    return { unit: 'kb', value: String(Math.max(1, Math.ceil(bytes / KB))) };
  }
  const value = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / MB);
  return { unit: 'mb', value };
}
