import type { SessionInfo } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { useState } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { formatRuDateTime } from '../../lib/format-date';
import { relativeText } from '../../lib/relative-time';
import { useToast } from '../../lib/toasts';
import { ConfirmActionModal } from '../shared/confirm-action-modal';

type Dialog = { kind: 'one'; session: SessionInfo } | { kind: 'others' } | null;

/**
 * The editor's active sessions, grouped (review s45b, finding 21): «Это устройство» first, then
 * «Другие сеансы», each with its browser and system, address, sign-in and how long ago it was
 * last used; end one (the question says which, in a sentence), or every other (under the list).
 * One list at every width.
 */
export function SessionsSection({
  sessions,
  onChanged,
}: {
  sessions: readonly SessionInfo[];
  onChanged: () => void;
}) {
  const t = useT();
  const account = useAccountApi();
  const notify = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const current = sessions.filter((session) => session.current);
  // The last used first: the one the editor is likeliest to recognise.
  const others = sessions
    .filter((session) => !session.current)
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  // A system the API could not name is left out.
  const device = (session: SessionInfo) =>
    session.system ? `${session.browser}, ${session.system}` : session.browser;
  const ago = (value: string) => relativeText(t, value) ?? '';

  const item = (session: SessionInfo) => (
    <li key={session.id} className="session-item">
      <div className="session-item__main">
        <p className="session-item__device">{device(session)}</p>
        <p className="session-item__meta">
          {/* Its own short id (review s47, finding 11): two sessions of one browser on one
              address, signed in the same minute, still read apart. */}
          <span>
            {t('admin.security.settings.sessions.sessionLabel')}{' '}
            <span className="session-item__id">{shortId(session.id)}</span>
          </span>
          <span>{session.ip}</span>
          <span>
            {t('admin.security.settings.sessions.startedAt', {
              at: formatRuDateTime(session.createdAt) ?? '',
            })}
          </span>
          <span>
            {t('admin.security.settings.sessions.lastSeenAgo', { ago: ago(session.lastSeenAt) })}
          </span>
        </p>
      </div>
      {/* The same small outlined button at every width (review s49, finding 11: a green text link
          on a phone read as «go» for an action that signs a device out; s48b, finding 15: no big
          button per row), a 44 px target below 768 px (targets.css). */}
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          className="session-item__end"
          onClick={() => setDialog({ kind: 'one', session })}
          aria-label={t('admin.security.settings.sessions.endLabel', { device: device(session) })}
        >
          {t('admin.security.settings.sessions.end')}
        </Button>
      )}
    </li>
  );

  return (
    <section className="card settings-section" aria-labelledby="sessions-title">
      <div className="settings-section__head">
        <h2 id="sessions-title" className="settings-section__title">
          {t('admin.security.settings.sessions.title')}
        </h2>
      </div>
      <p className="muted">{t('admin.security.settings.sessions.describe')}</p>
      {current.length > 0 && (
        <div className="session-group">
          <h3 id="sessions-current" className="session-group__title">
            {t('admin.security.settings.sessions.current')}
          </h3>
          <ul className="session-list" aria-labelledby="sessions-current">
            {current.map(item)}
          </ul>
        </div>
      )}
      <div className="session-group">
        <h3 id="sessions-others" className="session-group__title">
          {t('admin.security.settings.sessions.others')}
        </h3>
        {others.length > 0 ? (
          <ul className="session-list" aria-labelledby="sessions-others">
            {others.map(item)}
          </ul>
        ) : (
          <p className="muted">{t('admin.security.settings.sessions.onlyThis')}</p>
        )}
      </div>
      {/* After the sessions it ends, at every width (review s47c, finding 11: above the
          paragraph that explains sessions it read as action first, explanation second). */}
      {others.length > 0 && (
        <div className="session-actions">
          <Button variant="secondary" onClick={() => setDialog({ kind: 'others' })}>
            {t('admin.security.settings.sessions.endOthers')}
          </Button>
        </div>
      )}
      {dialog && (
        <ConfirmActionModal
          title={
            dialog.kind === 'others'
              ? t('admin.security.settings.sessions.endOthersTitle')
              : t('admin.security.settings.sessions.endTitle')
          }
          text={
            dialog.kind === 'others'
              ? t('admin.security.settings.sessions.endOthersText')
              : t('admin.security.settings.sessions.endText', {
                  device: device(dialog.session),
                  ip: dialog.session.ip,
                  ago: ago(dialog.session.lastSeenAt),
                })
          }
          confirmLabel={
            dialog.kind === 'others'
              ? t('admin.security.settings.sessions.endOthers')
              : t('admin.security.settings.sessions.end')
          }
          sendingLabel={t('admin.security.settings.sessions.ending')}
          fallbackError={t('admin.security.settings.sessions.error')}
          danger
          onConfirm={async () => {
            const { ended } =
              dialog.kind === 'others'
                ? await account.endOtherSessions()
                : await account.endSession(dialog.session.id);
            notify(
              dialog.kind === 'others'
                ? t('admin.security.settings.sessions.endedOthers', { count: ended })
                : t('admin.security.settings.sessions.ended'),
            );
          }}
          onDone={() => {
            setDialog(null);
            onChanged();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

/** A session's id cut to its first six characters: enough to tell a handful apart. */
export function shortId(id: string): string {
  return id
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 6)
    .toLowerCase();
}
