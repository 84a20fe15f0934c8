import { DownloadCard } from '@fuelcard/ui';
import { useT } from '../../i18n/i18n-context';
import { documentFile, type DocumentId } from '../../content/documents';
import styles from './content.module.css';

/** Download cards of documents: title, format badge, and the file saved as title + extension. */
export function DocumentCards({ ids }: { ids: readonly DocumentId[] }) {
  const t = useT();
  return (
    <ul className={styles.documents}>
      {ids.map((id) => {
        const { href, extension, titleKey } = documentFile(id);
        return (
          <li key={id}>
            <DownloadCard
              title={t(titleKey)}
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
