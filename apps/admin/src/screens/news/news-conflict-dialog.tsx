import type { NewsConflict, NewsInput } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, Modal } from '@fuelcard/ui';
import { useState } from 'react';
import { formatRuDateTime } from '../../lib/format-date';

export interface NewsConflictDialogProps {
  conflict: NewsConflict;
  /** What the editor tried to save. */
  mine: NewsInput;
  sending: boolean;
  /** The same save again, over the version the server has now. */
  onOverwrite: () => void;
  /** The editor's text as a new draft; the item stays as the other save left it. */
  onSaveCopy: () => void;
  /** Back to the form, the typed text kept. */
  onClose: () => void;
}

/** The text of a description, for reading side by side (DOMParser runs no scripts). */
function plainText(html: string): string {
  if (html.trim() === '') return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

interface Row {
  key: string;
  label: string;
  theirs: string;
  mine: string;
}

/**
 * A save refused because someone saved the item since it was opened (412, ADR api-0016): what
 * happened, the two versions side by side on request, and the three ways on — overwrite, keep
 * one's own text as a draft, or go back to the form. Nothing typed is lost on any of them.
 */
export function NewsConflictDialog({
  conflict,
  mine,
  sending,
  onOverwrite,
  onSaveCopy,
  onClose,
}: NewsConflictDialogProps) {
  const t = useT();
  const [showing, setShowing] = useState(false);
  const theirs = conflict.current;
  const field = (key: string) => t(`admin.workflow.history.fields.${key}`);
  const rows: Row[] = [
    { key: 'titles.ru', label: field('titles.ru'), theirs: theirs.titles.ru, mine: mine.titles.ru },
    {
      key: 'titles.en',
      label: field('titles.en'),
      theirs: theirs.titles.en,
      mine: mine.titles.en ?? '',
    },
    { key: 'slug', label: field('slug'), theirs: theirs.slug, mine: mine.slug ?? '' },
    {
      key: 'priority',
      label: field('priority'),
      theirs: theirs.priority,
      mine: mine.priority ?? '',
    },
    ...(['date', 'startDate', 'expireDate'] as const).map((name) => ({
      key: `dates.${name}`,
      label: field(`dates.${name}`),
      theirs: theirs.dates[name],
      mine: mine.dates[name] ?? '',
    })),
    ...(['ru', 'en'] as const).map((language) => ({
      key: `descriptions.${language}`,
      label: t('admin.workflow.history.description', { language: language.toUpperCase() }),
      theirs: plainText(theirs.descriptions[language]),
      mine: plainText(mine.descriptions[language] ?? ''),
    })),
  ];
  const differing = rows.filter((row) => row.theirs !== row.mine);

  return (
    <Modal
      open
      onClose={() => !sending && onClose()}
      closeOnBackdropClick={false}
      title={t('admin.workflow.conflict.title')}
      closeLabel={t('admin.actions.close')}
      size={showing ? 'lg' : 'md'}
      focusTitle
      className="news-conflict"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('admin.workflow.conflict.keepEditing')}
          </Button>
          <Button variant="secondary" onClick={onSaveCopy} disabled={sending}>
            {t('admin.workflow.conflict.saveCopy')}
          </Button>
          <Button variant="danger" onClick={onOverwrite} loading={sending}>
            {t('admin.workflow.conflict.overwrite')}
          </Button>
        </>
      }
    >
      <p>
        {t('admin.workflow.conflict.text', {
          at: formatRuDateTime(theirs.updatedAt) ?? '',
          version: conflict.version,
        })}
      </p>
      <p className="field-hint">
        {t('admin.workflow.conflict.overwriteHint', { version: conflict.version })}
      </p>
      <p>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showing}
          aria-controls="news-conflict-changes"
          onClick={() => setShowing((value) => !value)}
        >
          {t(showing ? 'admin.workflow.conflict.hide' : 'admin.workflow.conflict.show')}
        </Button>
      </p>
      <div id="news-conflict-changes" hidden={!showing}>
        {differing.length === 0 ? (
          <p>{t('admin.workflow.conflict.same')}</p>
        ) : (
          <table className="news-conflict__table">
            <thead>
              <tr>
                <th scope="col">{t('admin.workflow.history.field')}</th>
                <th scope="col">{t('admin.workflow.conflict.theirs')}</th>
                <th scope="col">{t('admin.workflow.conflict.mine')}</th>
              </tr>
            </thead>
            <tbody>
              {differing.map((row) => (
                <tr key={row.key} data-field={row.key}>
                  <th scope="row">{row.label}</th>
                  <td data-label={t('admin.workflow.conflict.theirs')}>{row.theirs || '—'}</td>
                  <td data-label={t('admin.workflow.conflict.mine')}>{row.mine || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Modal>
  );
}
