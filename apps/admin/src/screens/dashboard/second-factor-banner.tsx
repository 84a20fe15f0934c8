import { useT } from '@fuelcard/i18n/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../artwork/icons';
import { useAccountApi } from '../../lib/account-api';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';

/** Where a hidden reminder is remembered: this browser tab's session, per administrator. */
export const SECOND_FACTOR_REMINDER_KEY = 'fuelcard.console.secondFactorReminderHidden';

function hiddenFor(username: string): boolean {
  try {
    return sessionStorage.getItem(`${SECOND_FACTOR_REMINDER_KEY}.${username}`) === '1';
  } catch {
    return false;
  }
}

/**
 * The start page's one amber reminder (review s45b, finding 14): the signed-in administrator has
 * neither an authenticator app nor a passkey. It links to the settings, and «Скрыть напоминание»
 * hides it until the tab's session ends. Nothing is shown while the answer is unknown or failed.
 */
export function SecondFactorBanner({ username }: { username: string }) {
  const t = useT();
  const account = useAccountApi();
  const [missing, setMissing] = useState(false);
  const [hidden, setHidden] = useState(() => hiddenFor(username));
  const phone = useMediaQuery(PHONE_QUERY);

  useEffect(() => {
    if (hidden) return;
    const controller = new AbortController();
    account.account(controller.signal).then(
      (answer) => setMissing(!answer.totp && answer.passkeys.length === 0),
      () => setMissing(false),
    );
    return () => controller.abort();
  }, [account, hidden]);

  if (hidden || !missing) return null;
  const hide = () => {
    try {
      sessionStorage.setItem(`${SECOND_FACTOR_REMINDER_KEY}.${username}`, '1');
    } catch {
      // Without storage it stays hidden on this page only.
    }
    setHidden(true);
  };
  return (
    <section className="reminder" aria-labelledby="second-factor-title">
      <Icon name="warning" className="reminder__icon" />
      <div className="reminder__body">
        {/* A phone (review s46, finding 13): one line and a full-width «Подключить»; the
            explanation from 768 px up (and in the settings). */}
        <h2 id="second-factor-title" className="reminder__title">
          {t(phone ? 'admin.home.secondFactor.titleShort' : 'admin.home.secondFactor.title')}
        </h2>
        {!phone && <p className="reminder__text">{t('admin.home.secondFactor.text')}</p>}
        <Link className="reminder__action" to="/adminDashboard/settings">
          {t(phone ? 'admin.home.secondFactor.actionShort' : 'admin.home.secondFactor.action')}
        </Link>
      </div>
      <button
        type="button"
        className="reminder__dismiss"
        aria-label={t('admin.home.secondFactor.dismiss')}
        title={t('admin.home.secondFactor.dismiss')}
        onClick={hide}
      >
        <Icon name="close" size={18} />
      </button>
    </section>
  );
}
