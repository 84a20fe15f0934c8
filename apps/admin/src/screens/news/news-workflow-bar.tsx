import type { NewsStatus } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Badge, Button, ButtonLink, ErrorLine } from '@fuelcard/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../artwork/icons';
import { useConsoleConfig } from '../../lib/console-config';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { formErrorText } from '../../lib/form-error';
import { previewUrl, useNewsWorkflow } from '../../lib/use-news-workflow';
import { MenuButton, type MenuButtonEntry } from '../shared/menu-button';
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
  /**
   * Whether «Опубликовать» / «Снять с публикации» is in the panel (the full-page editor, a phone)
   * or left to the caller's buttons (the quick form on a tablet or a desk, in its footer).
   */
  statusAction?: boolean;
  /** One quiet line of text buttons instead of a box of outlined ones (both editors now). */
  compact?: boolean;
  /**
   * A live item's edits are saved (autosaved) but the site still shows the stored version: an amber
   * chip beside the state's pill says so (review s47b, finding 4), until «Обновить».
   */
  unpublishedEdits?: boolean;
}

/** «Опубликовать» (or «Запланировать на …») for a draft, «Снять с публикации» for a live item. */
export function NewsStatusAction({
  status,
  values,
  sending,
  onStatus,
  variant,
}: Pick<NewsWorkflowBarProps, 'values' | 'sending' | 'onStatus'> & {
  status: NewsStatus;
  variant?: 'primary' | 'secondary';
}) {
  const t = useT();
  return (
    <Button
      size={variant ? 'md' : 'sm'}
      variant={variant ?? (status === 'draft' ? 'primary' : 'secondary')}
      disabled={sending}
      className={
        variant ? `status-action status-action--${status}` : 'status-action status-action--bar'
      }
      onClick={() => onStatus(status === 'draft' ? 'published' : 'draft')}
    >
      {status === 'draft' ? publishLabel(t, values) : t('admin.workflow.status.unpublish')}
    </Button>
  );
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
  statusAction = true,
  compact = false,
  unpublishedEdits = false,
}: NewsWorkflowBarProps) {
  const t = useT();
  const workflow = useNewsWorkflow();
  const { siteUrl } = useConsoleConfig();
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const quiet = compact ? 'ghost' : 'secondary';
  // In the compact line the quiet buttons read as text links, aligned with the text around them.
  const link = compact ? 'workflow-bar__link' : undefined;

  const phone = useMediaQuery(PHONE_QUERY);
  const previewEntries: MenuButtonEntry[] = (['ru', 'en'] as const).map((language) => ({
    key: `preview-${language}`,
    label: t(language === 'ru' ? 'admin.workflow.preview.openRu' : 'admin.workflow.preview.openEn'),
    run: () => void openPreview(language),
    describedBy: 'workflow-preview-hint',
  }));
  const moreEntries: MenuButtonEntry[] = [
    ...(status === 'published' && statusAction
      ? [
          {
            key: 'unpublish',
            label: t('admin.workflow.status.unpublish'),
            run: () => onStatus('draft'),
          },
        ]
      : []),
    ...(onHistory
      ? [{ key: 'history', label: t('admin.workflow.history.show'), run: onHistory }]
      : []),
  ];

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
    <div className={compact ? 'workflow-bar workflow-bar--compact' : 'workflow-bar'}>
      {/* A new item says so, where a stored one says its status. */}
      {!state && status === null && (
        <p className="workflow-bar__status workflow-bar__status--new">
          <span>{t('admin.workflow.status.label')}:</span>{' '}
          <Badge tone="neutral">{t('admin.workflow.status.newLabel')}</Badge>
          <span className="workflow-bar__hint"> {t('admin.workflow.status.newHint')}</span>
        </p>
      )}
      {state && (
        <p className="workflow-bar__status">
          <span>{t('admin.workflow.status.label')}:</span> <NewsStateBadge state={state} />
          <span className="workflow-bar__hint"> {stateHint(t, state, startDate, startTime)}</span>
          {unpublishedEdits && (
            <span className="workflow-bar__pending">
              {' '}
              <Badge tone="warning">{t('admin.workflow.status.unpublishedEdits')}</Badge>
            </span>
          )}
        </p>
      )}
      <div className="workflow-bar__actions">
        {/* In the compact line «Снять с публикации» is in «Действия», asked first (review s46, finding 4). */}
        {status && statusAction && !(compact && status === 'published') && (
          <NewsStatusAction status={status} values={values} sending={sending} onStatus={onStatus} />
        )}
        {compact && (
          // One preview control (review s47c, finding 10): on a tablet or a desk «Предпросмотр»
          // opens the Russian page at once (the first-class check before publishing, review s45b
          // finding 10), and the ▾ segment joined to it, «Язык предпросмотра», offers RU and EN,
          // so that the English preview is beside the Russian one rather than in «Действия».
          <span className="workflow-bar__preview preview-split">
            {phone ? (
              // A phone: one text link «Предпросмотр ▾» with its small menu of the two languages,
              // so that the state's pill, it and «Действия» still share one row (review s47,
              // finding 6); each a 44 px target.
              <MenuButton
                label={t('admin.workflow.preview.open')}
                className="preview-split__menu"
                icon={<Icon name="chevronDown" size={16} className="menu-button__icon" />}
                disabled={sending || previewing}
                entries={previewEntries}
              />
            ) : (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  className="preview-split__main"
                  disabled={sending || previewing}
                  aria-describedby="workflow-preview-hint"
                  onClick={() => void openPreview('ru')}
                >
                  {t('admin.workflow.preview.open')}
                </Button>
                <MenuButton
                  label={t('admin.workflow.preview.language')}
                  labelHidden
                  className="preview-split__language"
                  icon={<Icon name="chevronDown" size={16} className="menu-button__icon" />}
                  disabled={sending || previewing}
                  entries={previewEntries}
                />
              </>
            )}
          </span>
        )}
        {compact ? (
          // The history in one «Действия» menu (it was «Ещё», beside «Ещё не сохранена»: review
          // s45, finding 14), and a live item's «Снять с публикации» first (the caller asks before
          // it; review s46, finding 4); each item keeps its name. The English preview moved to
          // the preview's own ▾ (review s47c, finding 10), so a new item, with nothing else to
          // offer, has no «Действия» at all rather than an empty menu.
          moreEntries.length > 0 && (
            <MenuButton
              label={t('admin.workflow.more')}
              className="workflow-bar__more"
              icon={<Icon name="chevronDown" size={16} className="menu-button__icon" />}
              disabled={sending}
              entries={moreEntries}
            />
          )
        ) : (
          <>
            <Button
              size="sm"
              variant={quiet}
              className={link}
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
              variant={quiet}
              className={link}
              disabled={sending || previewing}
              aria-describedby="workflow-preview-hint"
              onClick={() => void openPreview('en')}
            >
              {t('admin.workflow.preview.openEn')}
            </Button>
            {onHistory && (
              <Button
                size="sm"
                variant={quiet}
                className={link}
                disabled={sending}
                onClick={onHistory}
              >
                {t('admin.workflow.history.show')}
              </Button>
            )}
          </>
        )}
        {compact && previewing && (
          <span role="status" className="workflow-bar__hint">
            {t('admin.workflow.preview.opening')}
          </span>
        )}
        {fullPageHref && (
          // In the quick form an icon (⤢) beside the dialog's ✕, so that the status line stays one
          // row (review s44, finding 5); its name is read out and shown on hover.
          <ButtonLink
            href={fullPageHref}
            linkComponent={Link}
            size="sm"
            variant={quiet}
            className="workflow-bar__full-page"
            title={t('admin.workflow.fullPage')}
          >
            <Icon name="expand" size={18} className="workflow-bar__full-page-icon" />
            <span className="workflow-bar__full-page-text">{t('admin.workflow.fullPage')}</span>
          </ButtonLink>
        )}
      </div>
      {/* In the compact panel the rule is only the buttons' description (read, not shown). */}
      <p
        id="workflow-preview-hint"
        className={compact ? 'workflow-bar__hint visually-hidden' : 'workflow-bar__hint'}
      >
        {t('admin.workflow.preview.hint')}
      </p>
      <ErrorLine message={error} />
    </div>
  );
}
