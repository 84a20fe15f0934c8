import type { NewsStatus } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine } from '@fuelcard/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConsoleConfig } from '../../lib/console-config';
import { formErrorText } from '../../lib/form-error';
import { previewUrl, useNewsWorkflow } from '../../lib/use-news-workflow';
import { NewsStateBadge } from '../shared/news-state-badge';
import type { ConsoleNewsState } from './news-index';
import { toNewsInput, type NewsFormValues } from './news-form-model';
import { publishLabel, stateHint } from './news-status-text';

export interface NewsWorkflowBarProps {
  /** The stored item's status, or null while creating. */
  status: NewsStatus | null;
  /** The stored item's one status (the list's, by the same rule), or null while creating. */
  state: ConsoleNewsState | null;
  /** The stored item's «Показывать с» and its time (the scheduled hint names them). */
  startDate?: string;
  startTime?: string;
  values: NewsFormValues;
  sending: boolean;
  onStatus: (next: NewsStatus) => void;
  /** Opens the version history (stored items only). */
  onHistory?: (() => void) | undefined;
  /** The full-page editor of the item, offered from the list's quick form. */
  fullPageHref?: string | undefined;
}

/**
 * Above the form: the item's status as a badge, «Опубликовать» / «Снять с публикации», the
 * preview of what the form holds now (saved or not) in Russian and English, and the history.
 */
export function NewsWorkflowBar({
  status,
  state,
  startDate = '',
  startTime = '',
  values,
  sending,
  onStatus,
  onHistory,
  fullPageHref,
}: NewsWorkflowBarProps) {
  const t = useT();
  const workflow = useNewsWorkflow();
  const { siteUrl } = useConsoleConfig();
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function openPreview(language: 'ru' | 'en') {
    // The tab is opened at once (a later window.open would count as a pop-up), then sent on.
    const tab = window.open('', '_blank');
    setPreviewing(true);
    setError(null);
    try {
      const { token } = await workflow.preview(toNewsInput(values));
      const url = previewUrl(siteUrl, token, language);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener');
    } catch (caught) {
      tab?.close();
      setError(formErrorText(caught, t('admin.workflow.preview.error')));
    } finally {
      setPreviewing(false);
    }
  }

  return (
    <div className="workflow-bar">
      {state && (
        <p className="workflow-bar__status">
          <span>{t('admin.workflow.status.label')}:</span> <NewsStateBadge state={state} />
          <span className="workflow-bar__hint"> {stateHint(t, state, startDate, startTime)}</span>
        </p>
      )}
      <div className="workflow-bar__actions">
        {status && (
          <Button
            size="sm"
            variant={status === 'draft' ? 'primary' : 'secondary'}
            disabled={sending}
            onClick={() => onStatus(status === 'draft' ? 'published' : 'draft')}
          >
            {status === 'draft' ? publishLabel(t, values) : t('admin.workflow.status.unpublish')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          loading={previewing}
          loadingLabel={t('admin.workflow.preview.opening')}
          disabled={sending}
          aria-describedby="workflow-preview-hint"
          onClick={() => void openPreview('ru')}
        >
          {t('admin.workflow.preview.open')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={sending || previewing}
          aria-describedby="workflow-preview-hint"
          onClick={() => void openPreview('en')}
        >
          {t('admin.workflow.preview.openEn')}
        </Button>
        {onHistory && (
          <Button size="sm" variant="secondary" disabled={sending} onClick={onHistory}>
            {t('admin.workflow.history.show')}
          </Button>
        )}
        {fullPageHref && (
          <Link className="workflow-bar__full" to={fullPageHref}>
            {t('admin.workflow.fullPage')}
          </Link>
        )}
      </div>
      <p id="workflow-preview-hint" className="workflow-bar__hint">
        {t('admin.workflow.preview.hint')}
      </p>
      <ErrorLine message={error} />
    </div>
  );
}
