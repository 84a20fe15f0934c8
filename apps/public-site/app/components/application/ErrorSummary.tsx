import type { Ref } from 'react';
import { useT } from '../../i18n/i18n-context';
import {
  errorMessageKey,
  fieldId,
  type ApplicationErrors,
  type ApplicationField,
} from '../../lib/application-form';
import styles from './application.module.css';

interface ErrorSummaryProps {
  /** The wrong fields in the form's order, and what is wrong with each. */
  fields: readonly ApplicationField[];
  errors: ApplicationErrors;
  /** A problem of the whole form (catalogue key under application.errors), if any. */
  problem: string | null;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The error summary at the top of the form (GOV.UK pattern): a heading, the form's problem and a
 * link to each wrong field. It takes the focus when it appears; a link moves the focus to its field.
 */
export function ErrorSummary({ fields, errors, problem, ref }: ErrorSummaryProps) {
  const t = useT();
  return (
    <div
      ref={ref}
      className={styles.summary}
      tabIndex={-1}
      aria-labelledby="application-summary-title"
      data-testid="error-summary"
    >
      <h2 id="application-summary-title" className={styles.summaryTitle}>
        {t('application.errors.summaryTitle')}
      </h2>
      {problem && <p className={styles.summaryProblem}>{t(`application.errors.${problem}`)}</p>}
      {fields.length > 0 && (
        <ul className={styles.summaryList}>
          {fields.map((field) => (
            <li key={field}>
              <a
                href={`#${fieldId(field)}`}
                onClick={(event) => {
                  const target = document.getElementById(fieldId(field));
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView({ block: 'center' });
                }}
              >
                {t(errorMessageKey(field, errors[field] ?? 'invalid'))}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
