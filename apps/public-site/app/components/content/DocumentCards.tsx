import { DownloadCard } from '@fuelcard/ui';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../i18n/i18n-context';
import { fileSize } from '../../lib/file-size';
import { keepTogether } from '../../lib/keep-together';
import { documentFile, type DocumentId } from '../../content/documents';
import styles from './content.module.css';

/**
 * Download cards of documents: title (a number sign kept with its number), format badge, the
 * format and size under the title as GOV.UK lists attachments («PDF, 2 КБ»; the size measured at
 * build time, left out for a file the repository lacks), and the file saved as title + extension
 * (the no-break space becomes a plain one in the file name).
 * `first` is a list item drawn like the cards before them (e.g. a link to a page of rules).
 */
export function DocumentCards({ ids, first }: { ids: readonly DocumentId[]; first?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const meta = (extension: string, bytes: number | undefined) => {
    if (bytes === undefined) return undefined;
    const { unit, value } = fileSize(bytes, language);
    return t('common.fileMeta', {
      format: extension.toUpperCase(),
      size: t(`common.fileSize.${unit}`, { value }),
    });
  };
  return (
    <ul className={styles.documents}>
      {first && <li>{first}</li>}
      {ids.map((id) => {
        const { href, extension, titleKey, bytes } = documentFile(id);
        return (
          <li key={id}>
            <DownloadCard
              title={keepTogether(t(titleKey))}
              href={href}
              extension={extension}
              actionLabel={t('common.download')}
              meta={meta(extension, bytes)}
            />
          </li>
        );
      })}
    </ul>
  );
}
