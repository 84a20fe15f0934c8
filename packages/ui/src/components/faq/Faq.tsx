import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Accordion } from '../accordion/Accordion';
import type { HeadingLevel } from '../service-card/ServiceCard';
import styles from './faq.module.css';

export interface FaqItem {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

export interface FaqProps {
  /** The questions of a category; `undefined` (an unknown category) or an empty list shows `invalidCategoryText`. */
  items: readonly FaqItem[] | undefined;
  /** Shown instead of the list for an unknown category (spec §5: 'invalid_category'). */
  invalidCategoryText: string;
  /** Optional heading above the questions. */
  title?: ReactNode;
  /** Level of the title; questions are one level below. */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

/** Questions and answers with one answer open at a time; clicking the open question closes it. */
export function Faq({ items, invalidCategoryText, title, headingLevel = 2, className }: FaqProps) {
  const [openIds, setOpenIds] = useState<string[]>([]);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.faq, className)} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      )}
      {items && items.length > 0 ? (
        <Accordion
          mode="single"
          headingLevel={(headingLevel + 1) as HeadingLevel}
          openIds={openIds}
          onOpenChange={setOpenIds}
          items={items.map((item) => ({ id: item.id, title: item.question, content: item.answer }))}
        />
      ) : (
        <p className={styles.invalid}>{invalidCategoryText}</p>
      )}
    </section>
  );
}
