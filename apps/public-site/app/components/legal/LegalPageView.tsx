import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { OperatorView } from '../../lib/operator-view';
import { ContentPage } from '../page/ContentPage';
import { usePageHeading } from '../page/page-contents';
import { OperatorDetails } from './OperatorDetails';
import { StorageTable, type StorageTexts } from './StorageTable';
import styles from './legal.module.css';

type Section = { heading: string; text: string };

/** A legal page's texts: title, intro, headed sections, and for the cookie policy a storage table. */
export interface LegalTexts {
  title: string;
  intro: string;
  sections: Record<string, Section>;
  storage?: StorageTexts;
}

/** Lists a heading in the page's contents («На этой странице», from 1200 px); renders nothing. */
function ListedHeading({ id, title }: { id: string; title: ReactNode }) {
  usePageHeading(id, title);
  return null;
}

ListedHeading.pageHeading = ({ id, title }: { id: string; title: ReactNode }) => ({ id, title });

/** A headed part of the document, listed in the page's contents. */
function LegalSection({ id, section }: { id: string; section: Section }) {
  usePageHeading(id, section.heading);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{section.heading}</h2>
      <p>{section.text}</p>
    </section>
  );
}

LegalSection.pageHeading = ({ id, section }: { id: string; section: Section }) => ({
  id,
  title: section.heading,
});

/**
 * Renders the catalogue texts of a legal page (rules, offer, privacy, help, cookie policy): a
 * legal document with the day of its wording («Дата обновления»), the offer and the privacy
 * policy ending with the operator's legal details. From 1200 px the headings are listed beside it.
 */
export function LegalPageView({
  content,
  updated,
  operator,
}: {
  content: LegalTexts;
  /** The day of the document's wording; none for the help page. */
  updated?: { date: string; dateText: string } | null;
  operator?: OperatorView | null;
}) {
  const t = useT();
  const { storage } = content;
  return (
    <ContentPage
      crumbs={[{ label: content.title }]}
      title={content.title}
      intro={
        <div className={styles.legal}>
          {updated && (
            <p className={styles.updated}>
              {t('legal.updated')}: <time dateTime={updated.date}>{updated.dateText}</time>
            </p>
          )}
          <p className={styles.intro}>{content.intro}</p>
        </div>
      }
    >
      <div className={styles.legal}>
        {storage && (
          // Not a landmark itself: the table's scroll region carries the heading as its name (two
          // landmarks of one name are an axe finding, landmark-unique).
          <section>
            <ListedHeading id="legal-storage" title={storage.heading} />
            <h2 id="legal-storage">{storage.heading}</h2>
            <StorageTable storage={storage} labelledBy="legal-storage" />
          </section>
        )}
        {Object.entries(content.sections).map(([key, section]) => (
          <LegalSection
            key={key}
            id={`legal-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`}
            section={section}
          />
        ))}
        {operator && (
          <>
            <ListedHeading id="operator-details" title={t('footer.operator.title')} />
            <OperatorDetails operator={operator} />
          </>
        )}
      </div>
    </ContentPage>
  );
}
