import { DownloadCard } from '@fuelcard/ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { keepTogether } from '../../lib/keep-together';
import { documentFile, type DocumentId } from '../../content/documents';
import styles from './content.module.css';

/**
 * Download cards of documents: title (a number sign kept with its number), format badge, and the
 * file saved as title + extension (the no-break space becomes a plain one in the file name).
 * `first` is a list item drawn like the cards before them (e.g. a link to a page of rules).
 */
export function DocumentCards({ ids, first }: { ids: readonly DocumentId[]; first?: ReactNode }) {
  const t = useT();
  return (
    <ul className={styles.documents}>
      {first && <li>{first}</li>}
      {ids.map((id) => {
        const { href, extension, titleKey } = documentFile(id);
        return (
          <li key={id}>
            <DownloadCard
              title={keepTogether(t(titleKey))}
              href={href}
              extension={extension}
              actionLabel={t('common.download')}
            />
          </li>
        );
      })}
    </ul>
  );
}
