import type { SecureResponse } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../lib/api-context';
import { clearToken, readToken } from '../lib/session';

/** /adminDashboard: checks the session on load; no token or any failure ends it. */
export function DashboardScreen() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const [session, setSession] = useState<SecureResponse | null>(null);

  useEffect(() => {
    let cancelled = false;
    function endSession() {
      clearToken();
      navigate('/administrator', { replace: true });
    }
    if (!readToken()) {
      endSession();
      return;
    }
    api.secure().then(
      (answer) => {
        if (!cancelled) setSession(answer);
      },
      () => {
        if (!cancelled) endSession();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, navigate]);

  if (!session) return <p role="status">{t('admin.dashboard.checkingSession')}</p>;

  function logout() {
    clearToken();
    navigate('/administrator', { replace: true });
  }

  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <p>{t('admin.dashboard.welcome')}</p>
        <p>{t('admin.dashboard.role', { role: t(`admin.dashboard.roles.${session.role}`) })}</p>
        <button type="button" onClick={logout}>
          {t('admin.dashboard.logout')}
        </button>
      </header>
      <main>
        <h1>{t('admin.menu.controlPanel')}</h1>
        <p>{t('admin.dashboard.overview')}</p>
      </main>
    </div>
  );
}
