import type { SessionInfo } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Badge, Button } from '@fuelcard/ui';
import { useState } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { formatRuDateTime } from '../../lib/format-date';
import { useToast } from '../../lib/toasts';
import { PHONE_OR_NARROW_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { ConfirmActionModal } from '../shared/confirm-action-modal';

type Dialog = { kind: 'one'; session: SessionInfo } | { kind: 'others' } | null;

/**
 * The editor's active sessions (browser, system, IP, started, last seen, «Это устройство»): end
 * one, or every other. A table on a desk, cards below 1024 px.
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
  const cards = useMediaQuery(PHONE_OR_NARROW_QUERY);
  const [dialog, setDialog] = useState<Dialog>(null);
  const others = sessions.filter((session) => !session.current).length;
  // A system the API could not name is left out of the device and shown as «—» in its column.
  const device = (session: SessionInfo) =>
    session.system ? `${session.browser}, ${session.system}` : session.browser;
  const system = (session: SessionInfo) => session.system || '—';
  const when = (value: string) => formatRuDateTime(value) ?? '';
  const action = (session: SessionInfo) =>
    session.current ? (
      <Badge tone="info">{t('admin.security.settings.sessions.current')}</Badge>
    ) : (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setDialog({ kind: 'one', session })}
        aria-label={t('admin.security.settings.sessions.endLabel', { device: device(session) })}
      >
        {t('admin.security.settings.sessions.end')}
      </Button>
    );

  return (
    <section className="card settings-section" aria-labelledby="sessions-title">
      <div className="settings-section__head">
        <h2 id="sessions-title" className="settings-section__title">
          {t('admin.security.settings.sessions.title')}
        </h2>
        {others > 0 && (
          <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'others' })}>
            {t('admin.security.settings.sessions.endOthers')}
          </Button>
        )}
      </div>
      <p className="muted">{t('admin.security.settings.sessions.describe')}</p>
      {cards ? (
        <ul className="item-cards" aria-label={t('admin.security.settings.sessions.title')}>
          {sessions.map((session) => (
            <li key={session.id} className="card item-card">
              <div className="item-card__head">
                <p className="item-card__title">{device(session)}</p>
                {/* On the title line, not a divided row of its own (review s43, finding 11). */}
                {session.current && action(session)}
              </div>
              <dl className="item-card__meta">
                <div>
                  <dt>{t('admin.security.settings.sessions.ip')}</dt>
                  <dd>{session.ip}</dd>
                </div>
                <div>
                  <dt>{t('admin.security.settings.sessions.started')}</dt>
                  <dd>{when(session.createdAt)}</dd>
                </div>
                <div>
                  <dt>{t('admin.security.settings.sessions.lastSeen')}</dt>
                  <dd>{when(session.lastSeenAt)}</dd>
                </div>
              </dl>
              {!session.current && <div className="item-card__actions">{action(session)}</div>}
            </li>
          ))}
        </ul>
      ) : (
        <div
          className="table-box"
          role="region"
          aria-label={t('admin.security.settings.sessions.table')}
          tabIndex={0}
        >
          <table className="data-table">
            <caption id="sessions-caption" className="visually-hidden">
              {t('admin.security.settings.sessions.title')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.security.settings.sessions.browser')}</th>
                <th scope="col">{t('admin.security.settings.sessions.system')}</th>
                <th scope="col">{t('admin.security.settings.sessions.ip')}</th>
                <th scope="col">{t('admin.security.settings.sessions.started')}</th>
                <th scope="col">{t('admin.security.settings.sessions.lastSeen')}</th>
                <th scope="col" className="col-end">
                  {t('admin.actions.label')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <td>{session.browser}</td>
                  <td>{system(session)}</td>
                  <td>{session.ip}</td>
                  <td>{when(session.createdAt)}</td>
                  <td>{when(session.lastSeenAt)}</td>
                  <td className="col-end">{action(session)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {others === 0 && <p className="muted">{t('admin.security.settings.sessions.onlyThis')}</p>}
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
              : `${device(dialog.session)} · ${dialog.session.ip} · ${when(dialog.session.lastSeenAt)}`
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
