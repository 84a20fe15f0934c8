import type { NewsAutosave } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button } from '@fuelcard/ui';
import { autosaveTime, type AutosaveStatus } from './use-news-autosave';

/**
 * «Сохранено в 12:04» / «Сохранение…» / the failure, by the form's buttons (a polite live region).
 * A live item's autosave says that the site still shows the stored version (review s45b,
 * finding 24): «Правки сохранены в 12:04 — на сайте пока прежняя версия», beside «Обновить».
 */
export function AutosaveStatusLine({
  status,
  live = false,
}: {
  status: AutosaveStatus;
  live?: boolean;
}) {
  const t = useT();
  const savedLive = live && status.kind === 'saved';
  const text =
    status.kind === 'saving'
      ? t('admin.news.autosave.saving')
      : status.kind === 'saved'
        ? t(live ? 'admin.news.autosave.savedLive' : 'admin.news.autosave.saved', {
            time: autosaveTime(status.at),
          })
        : status.kind === 'failed'
          ? t('admin.news.autosave.failed')
          : '';
  return (
    <p
      className={`autosave-status${status.kind === 'failed' ? ' autosave-status--failed' : ''}${
        savedLive ? ' autosave-status--live' : ''
      }`}
      role="status"
      aria-live="polite"
      data-testid="autosave-status"
    >
      {text}
    </p>
  );
}

/** The caller's autosave of the item, offered back («Восстановить автосохранение от 12:04»). */
export function AutosaveOffer({
  autosave,
  restored,
  onRestore,
  onDiscard,
}: {
  autosave: NewsAutosave;
  restored: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  const time = autosaveTime(autosave.savedAt);
  return (
    <Alert variant="info" role="status" className="draft-offer autosave-offer">
      <p>{t(restored ? 'admin.news.autosave.restored' : 'admin.news.autosave.found', { time })}</p>
      {!restored && (
        <p className="draft-offer__actions">
          <Button size="sm" onClick={onRestore}>
            {t('admin.news.autosave.restore', { time })}
          </Button>
          <Button size="sm" variant="secondary" onClick={onDiscard}>
            {t('admin.news.autosave.discard')}
          </Button>
        </p>
      )}
    </Alert>
  );
}
