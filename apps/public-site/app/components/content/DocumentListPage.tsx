import type { DocumentId } from '../../content/documents';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from './AreaPage';
import { ContentSection } from './ContentSection';
import { DocumentCards } from './DocumentCards';
import styles from './content.module.css';

/** A client page that is a description and document cards (deal resignation, price lists). */
export function DocumentListPage({
  section,
  documents,
}: {
  section: string;
  documents: readonly DocumentId[];
}) {
  const t = useT();
  return (
    <AreaPage area="clients" section={section}>
      <p className={styles.lead}>{t(`${section}.description`)}</p>
      <ContentSection id="page-documents" title={t(`${section}.documents.title`)}>
        <DocumentCards ids={documents} />
      </ContentSection>
    </AreaPage>
  );
}
