import { DOWNLOAD_GROUPS } from '../../content/documents';
import type { ContentArea } from '../../content/content-areas';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from './AreaPage';
import { ContentSection } from './ContentSection';
import { DocumentCards } from './DocumentCards';
import styles from './content.module.css';

const base = 'clients.documentsForDownload';

/** Documents for download (/clients/… and /partners/…): applications, sample letters, payment orders, notifications. */
export function DownloadsPage({ area }: { area: ContentArea }) {
  const t = useT();
  return (
    <AreaPage area={area} section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      {DOWNLOAD_GROUPS.map((group) => (
        <ContentSection
          key={group.id}
          id={`downloads-${group.id}`}
          title={t(`${base}.groups.${group.id}`)}
        >
          <DocumentCards ids={group.documents} />
        </ContentSection>
      ))}
    </AreaPage>
  );
}
