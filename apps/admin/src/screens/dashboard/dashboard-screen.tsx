import type { SecureResponse } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { LoadingText } from '@fuelcard/ui';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useApi } from '../../lib/api-context';
import { clearToken, readToken } from '../../lib/session';
import { SessionProvider } from '../../lib/session-context';
import { AdminsScreen } from '../admins/admins-screen';
import { NewsScreen } from '../news/news-screen';
import { SqlExplorerScreen } from '../sql/sql-explorer-screen';
import { ControlPanelScreen } from './control-panel-screen';
import { DashboardLayout } from './dashboard-layout';
import { SettingsScreen } from './settings-screen';

/**
 * /adminDashboard/*: checks the session on load — and again on every move between sections, so a
 * revoked or expired token ends the session promptly. No token or any failure ends it: the token
 * is removed and the login opens (spec §4).
 */
export function DashboardScreen() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [session, setSession] = useState<SecureResponse | null>(null);

  const endSession = useCallback(() => {
    clearToken();
    navigate('/administrator', { replace: true });
  }, [navigate]);

  useEffect(() => {
    let cancelled = false;
    if (!readToken()) {
      endSession();
      return;
    }
    api.secure().then(
      (answer) => {
        if (!cancelled) setSession((current) => (current?.role === answer.role && current.message === answer.message ? current : answer));
      },
      () => {
        if (!cancelled) endSession();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, endSession, pathname]);

  if (!session) {
    return (
      <main className="session-check">
        <LoadingText text={t('admin.dashboard.checkingSession')} />
      </main>
    );
  }

  return (
    <SessionProvider value={session}>
      <DashboardLayout role={session.role} onLogout={endSession}>
        <Routes>
          <Route index element={<ControlPanelScreen />} />
          <Route path="users" element={<AdminsScreen />} />
          <Route path="news" element={<NewsScreen />} />
          <Route path="sql-explorer" element={<SqlExplorerScreen />} />
          <Route path="settings" element={<SettingsScreen />} />
          <Route path="*" element={<Navigate to="/adminDashboard" replace />} />
        </Routes>
      </DashboardLayout>
    </SessionProvider>
  );
}
