import type { ReactNode } from 'react';
import { usePageHeading } from '../page/page-contents';
import styles from './content.module.css';

interface ContentSectionProps {
  /** Id of the heading, which names the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A part of a content page: a section named by its second-level heading (listed in the page's contents). */
export function ContentSection({ id, title, children, className }: ContentSectionProps) {
  usePageHeading(id, title);
  return (
    <section
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-labelledby={id}
    >
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

ContentSection.pageHeading = ({ id, title }: ContentSectionProps) => ({ id, title });
