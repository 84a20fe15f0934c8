import type { ReactNode } from 'react';
import type { ContentArea } from '../../content/content-areas';
import { ApplicationBand } from '../application/ApplicationBand';
import { RequestDemo } from '../application/BecomeClient';
import { AreaPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import styles from '../content/content.module.css';

/** The texts of a product page as the catalogue holds them: each list has a title and its items. */
export interface ProductTexts {
  title: string;
  description: string;
  imageAlt?: string;
  lists: Record<string, Record<string, string>>;
}

interface ProductPageProps {
  area: ContentArea;
  /** The product's catalogue group, e.g. 'equipment.smartPayApp'. */
  section: string;
  /** The page's path, named by its «Запросить демо» link (the application form, type demo). */
  path: string;
  content: ProductTexts;
  image?: string | undefined;
  /** The first action under the description instead of «Запросить демо» (the app's store badges). */
  primaryAction?: ReactNode;
  /** Content after the lists. */
  children?: ReactNode;
}

/**
 * An equipment page: description with «Запросить демо» (or the page's own first action) right
 * under it, the product picture beside them (under them up to 768 px), its bullet lists, and a
 * closing band with «Запросить демо» and the client-service phone.
 */
export function ProductPage({
  area,
  section,
  path,
  content,
  image,
  primaryAction,
  children,
}: ProductPageProps) {
  const id = section.replaceAll('.', '-');
  return (
    <AreaPage area={area} section={section}>
      <div className={image ? styles.split : undefined} data-lead>
        <div>
          <p className={styles.lead}>{content.description}</p>
          {primaryAction ?? <RequestDemo path={path} />}
        </div>
        {image && (
          <img
            src={image}
            alt={content.imageAlt ?? ''}
            width={480}
            height={320}
            loading="lazy"
            className={styles.illustration}
          />
        )}
      </div>
      {Object.entries(content.lists).map(([key, { title, ...items }]) => (
        <ContentSection key={key} id={`${id}-${key}`} title={title}>
          <ul className={styles.bullets}>
            {Object.entries(items).map(([item, text]) => (
              <li key={item}>{text}</li>
            ))}
          </ul>
        </ContentSection>
      ))}
      {children}
      <ApplicationBand kind="demo" product={path} />
    </AreaPage>
  );
}
