import type {
  NewsAutosave,
  NewsEntry,
  NewsVersionComparison,
  NewsVersionList,
} from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Badge, Button, ErrorLine, LoadingText, Modal } from '@fuelcard/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formErrorText } from '../../lib/form-error';
import { formatRuDateTime } from '../../lib/format-date';
import { useNewsWorkflow } from '../../lib/use-news-workflow';
import { NewsStateBadge } from '../shared/news-state-badge';
import { diffChanges, TextDiff } from './text-diff';
import { CancelButton } from '../shared/cancel-button';

export interface NewsHistoryDialogProps {
  item: NewsEntry;
  onClose: () => void;
  /** After a version was restored, with the confirmation to show. */
  onRestored: (message: string) => void;
  /** The form holds unsaved changes: the question says they are kept (as this browser's draft). */
  unsaved?: boolean;
}

/** What the comparison section shows: a version against the item, or the autosave against it. */
interface ComparisonView {
  title: string;
  before: string;
  after: string;
  changes: NewsVersionComparison['changes'];
  descriptions: NewsVersionComparison['descriptions'];
}

/**
 * The item's versions (what was done, who, when), newest first. «Сравнить с текущей» shows the
 * fields that differ and a readable diff of each description; «Восстановить» asks first and
 * stores the version's content as a new version. Above them, the caller's server-side autosave
 * when it differs from the item: the unpublished changes (issue 26 §4), compared the same way.
 */
export function NewsHistoryDialog({
  item,
  onClose,
  onRestored,
  unsaved = false,
}: NewsHistoryDialogProps) {
  const t = useT();
  const workflow = useNewsWorkflow();
  const [versions, setVersions] = useState<NewsVersionList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [comparison, setComparison] = useState<ComparisonView | null>(null);
  const [autosave, setAutosave] = useState<NewsAutosave | null>(null);
  /** What the comparison shows: a version's number, or the autosave. */
  const [selected, setSelected] = useState<number | 'autosave' | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const comparisonHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    workflow.versions(item.id).then(
      (list) => current && setVersions(list),
      (caught: unknown) =>
        current && setError(formErrorText(caught, t('admin.workflow.history.error'))),
    );
    // The autosave is an extra: without it (or when it fails) the versions are the history.
    workflow.readAutosave(String(item.id)).then(
      (found) => current && setAutosave(found),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [workflow, item.id, t]);

  useEffect(() => {
    if (comparison) comparisonHeading.current?.focus();
  }, [comparison]);

  async function compare(version: number) {
    setError(null);
    try {
      const found = await workflow.compare(item.id, version);
      setSelected(version);
      setComparison({
        title: t('admin.workflow.history.compareTitle', { version: found.version.version }),
        before: t('admin.workflow.history.before'),
        after: t('admin.workflow.history.after'),
        changes: found.changes,
        descriptions: found.descriptions,
      });
    } catch (caught) {
      setError(formErrorText(caught, t('admin.workflow.history.error')));
    }
  }

  async function restore(version: number) {
    setRestoring(true);
    setRestoreError(null);
    try {
      await workflow.restoreVersion(item.id, version);
      onRestored(t('admin.workflow.history.restored', { version }));
    } catch (caught) {
      setRestoreError(formErrorText(caught, t('admin.workflow.history.restoreError')));
      setRestoring(false);
    }
  }

  /** A status reads as its badge does; other values as stored. */
  const valueText = (field: string, value: string): ReactNode => {
    if (value === '') return '—';
    // A status as the list and the editor show it: its badge (not struck through).
    if (field === 'status') return <NewsStateBadge state={value === 'draft' ? 'draft' : 'live'} />;
    return value;
  };
  const compareAutosave = (found: NewsAutosave) => {
    setError(null);
    setSelected('autosave');
    setComparison({
      title: t('admin.news.autosave.compareTitle'),
      before: t('admin.news.autosave.before'),
      after: t('admin.news.autosave.after'),
      changes: found.changes ?? [],
      descriptions: found.descriptions ?? { ru: [], en: [] },
    });
  };
  // Listed only while it would change something: an autosave equal to the item is no news.
  const unpublished =
    autosave &&
    ((autosave.changes?.length ?? 0) > 0 ||
      diffChanges(autosave.descriptions?.ru ?? []) ||
      diffChanges(autosave.descriptions?.en ?? []))
      ? autosave
      : null;
  const fieldName = (field: string) => {
    const key = `admin.workflow.history.fields.${field.replace('cover.alt.', 'coverAlt.')}`;
    const text = t(key);
    return text === key ? field : text;
  };

  return (
    <>
      <Modal
        open
        onClose={onClose}
        title={t('admin.workflow.history.title')}
        closeLabel={t('admin.actions.close')}
        size="lg"
        // One close control, the header's ✕ «Закрыть» (review s45, finding 4: a footer button
        // said it a second time, and on a phone took a row of the screen).
        className="console-modal"
      >
        <div className="history">
          <ErrorLine message={error} />
          {versions === null && !error && (
            <LoadingText text={t('admin.workflow.history.loading')} />
          )}
          {versions?.length === 0 && <p>{t('admin.workflow.history.empty')}</p>}
          {unpublished && (
            <div
              className={
                selected === 'autosave'
                  ? 'history__version history__version--autosave history__version--selected'
                  : 'history__version history__version--autosave'
              }
              data-version="autosave"
            >
              <p className="history__what">
                <strong>{t('admin.news.autosave.history')}</strong>
                {' — '}
                {t('admin.news.autosave.historyNote')}
              </p>
              <p className="history__who">
                {t('admin.workflow.history.by', {
                  who: unpublished.adminUsername ?? '',
                  at: formatRuDateTime(unpublished.savedAt) ?? unpublished.savedAt,
                })}
              </p>
              <p className="history__actions">
                <Button size="sm" variant="secondary" onClick={() => compareAutosave(unpublished)}>
                  {t('admin.news.autosave.compare')}
                </Button>
              </p>
            </div>
          )}
          {versions && versions.length > 0 && (
            <ol className="history__list">
              {versions.map((version, index) => (
                <li
                  key={version.version}
                  className={
                    selected === version.version
                      ? 'history__version history__version--selected'
                      : 'history__version'
                  }
                  aria-current={selected === version.version ? 'true' : undefined}
                  data-version={version.version}
                >
                  <p className="history__what">
                    <strong>
                      {t('admin.workflow.history.version', { version: version.version })}
                    </strong>
                    {' — '}
                    {t(`admin.workflow.history.actions.${version.action}`, {
                      defaultValue: version.action,
                    })}
                    {/* The newest version is what is stored now: nothing to compare or restore. */}
                    {index === 0 && (
                      <>
                        {' '}
                        <Badge tone="neutral">{t('admin.workflow.history.current')}</Badge>
                      </>
                    )}
                  </p>
                  <p className="history__who">
                    {t('admin.workflow.history.by', {
                      who: version.adminUsername,
                      at: formatRuDateTime(version.savedAt) ?? version.savedAt,
                    })}
                  </p>
                  {version.changed && version.changed.length > 0 && (
                    <p className="history__changed">
                      {t('admin.workflow.history.changed', {
                        fields: version.changed.map(fieldName).join(', '),
                      })}
                    </p>
                  )}
                  {index > 0 && (
                    <p className="history__actions">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => void compare(version.version)}
                        aria-label={`${t('admin.workflow.history.compare')}: ${t('admin.workflow.history.version', { version: version.version })}`}
                      >
                        {t('admin.workflow.history.compare')}
                      </Button>
                      {/* Quieter than «Сравнить с текущей» (review s46, finding 21): a text button,
                          and it asks before it restores. */}
                      <Button
                        size="sm"
                        variant="ghost"
                        className="history__restore"
                        onClick={() => setAsking(version.version)}
                        aria-label={`${t('admin.workflow.history.restore')}: ${t('admin.workflow.history.version', { version: version.version })}`}
                      >
                        {t('admin.workflow.history.restore')}
                      </Button>
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          {comparison && (
            <section className="history__comparison" aria-labelledby="history-comparison-title">
              <h3 id="history-comparison-title" ref={comparisonHeading} tabIndex={-1}>
                {comparison.title}
              </h3>
              {comparison.changes.length === 0 ? (
                <p>{t('admin.workflow.history.noChanges')}</p>
              ) : (
                <dl className="history__changes">
                  {comparison.changes.map((change) => (
                    <div key={change.field} className="history__change">
                      <dt>{fieldName(change.field)}</dt>
                      {change.parts ? (
                        // A text word by word, as the descriptions below it.
                        <dd>
                          <TextDiff parts={change.parts} />
                        </dd>
                      ) : (
                        <dd>
                          <del className="text-diff__removed">
                            <span className="visually-hidden">{comparison.before}: </span>
                            {valueText(change.field, change.before)}
                          </del>{' '}
                          <span aria-hidden="true">→</span>{' '}
                          <ins className="text-diff__added">
                            <span className="visually-hidden">{comparison.after}: </span>
                            {valueText(change.field, change.after)}
                          </ins>
                        </dd>
                      )}
                    </div>
                  ))}
                </dl>
              )}
              {(['ru', 'en'] as const).map((language) => (
                <div key={language} className="history__description">
                  <h4>
                    {t('admin.workflow.history.description', { language: language.toUpperCase() })}
                  </h4>
                  {diffChanges(comparison.descriptions[language]) ? (
                    <TextDiff parts={comparison.descriptions[language]} />
                  ) : (
                    <p>{t('admin.workflow.history.descriptionSame')}</p>
                  )}
                </div>
              ))}
            </section>
          )}
        </div>
      </Modal>
      {asking !== null && (
        <Modal
          open
          onClose={() => !restoring && setAsking(null)}
          title={t('admin.workflow.history.restoreTitle')}
          closeLabel={t('admin.actions.close')}
          size="sm"
          className="console-modal console-modal--question"
          footer={
            <>
              <CancelButton onClick={() => setAsking(null)} disabled={restoring}>
                {t('admin.actions.cancel')}
              </CancelButton>
              <Button onClick={() => void restore(asking)} loading={restoring}>
                {t('admin.workflow.history.restore')}
              </Button>
            </>
          }
        >
          <p className="question-text">
            {t('admin.workflow.history.restoreConfirm', { version: asking })}
          </p>
          {unsaved && <p className="question-text">{t('admin.workflow.history.restoreUnsaved')}</p>}
          {restoreError && <Alert variant="error">{restoreError}</Alert>}
        </Modal>
      )}
    </>
  );
}
