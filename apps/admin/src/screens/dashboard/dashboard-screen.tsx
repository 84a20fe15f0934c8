import { useT } from '@fuelcard/i18n/react';
import { LoadingText } from '@fuelcard/ui';
import { lazy, Suspense, useCallback } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useAccountApi } from '../../lib/account-api';
import { useApi } from '../../lib/api-context';
import { SessionProvider } from '../../lib/session-context';
import { useEndSession } from '../../lib/session-end';
import { useSessionCheck } from '../../lib/use-session-check';
import { withApplicationTexts, withSettingsTexts, withWorkflowTexts } from '../../lib/console-i18n';
import { ControlPanelScreen } from './control-panel-screen';
import { DashboardLayout } from './dashboard-layout';

// The sections load when first opened, so that the login and the start page load fast.
const AdminsScreen = lazy(() =>
  import('../admins/admins-screen').then((module) => ({ default: module.AdminsScreen })),
);
const NewsScreen = lazy(
  withWorkflowTexts(() =>
    import('../news/news-screen').then((module) => ({ default: module.NewsScreen })),
  ),
);
const NewsEditorScreen = lazy(
  withWorkflowTexts(() =>
    import('../news/news-editor-screen').then((module) => ({ default: module.NewsEditorScreen })),
  ),
);
const DeletedNewsScreen = lazy(
  withWorkflowTexts(() =>
    import('../news/deleted-news-screen').then((module) => ({ default: module.DeletedNewsScreen })),
  ),
);
const MediaScreen = lazy(
  withWorkflowTexts(() =>
    import('../media/media-screen').then((module) => ({ default: module.MediaScreen })),
  ),
);
const AuditScreen = lazy(
  withWorkflowTexts(() =>
    import('../audit/audit-screen').then((module) => ({ default: module.AuditScreen })),
  ),
);
const ApplicationsScreen = lazy(
  withApplicationTexts(() =>
    import('../applications/applications-screen').then((module) => ({
      default: module.ApplicationsScreen,
    })),
  ),
);
const SettingsScreen = lazy(
  withSettingsTexts(() =>
    import('../settings/settings-screen').then((module) => ({ default: module.SettingsScreen })),
  ),
);
const SqlExplorerScreen = lazy(() =>
  import('../sql/sql-explorer-screen').then((module) => ({ default: module.SqlExplorerScreen })),
);

/**
 * /adminDashboard/*: checks the session on load — and again on every move between sections, so a
 * revoked or expired token ends the session promptly. No token, a 401 or any other real failure
 * ends it: the token is removed and the login opens (spec §4). A check that was only cut short
 * (the section changed, the page was being left) is not an answer and ends nothing.
 */
export function DashboardScreen() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // With why, when the session check's 401 says (the login page shows it).
  const endSession = useEndSession();
  const mustEnrol = useCallback(
    () => navigate('/administrator/enrol', { replace: true }),
    [navigate],
  );
  const session = useSessionCheck(api, pathname, endSession, undefined, mustEnrol);
  const account = useAccountApi();
  // «Выйти» ends the session on the server first; the token goes whatever the answer.
  const logout = useCallback(() => {
    account
      .logout()
      .catch(() => {})
      .finally(() => endSession());
  }, [account, endSession]);

  if (!session) {
    return (
      <main className="session-check">
        <LoadingText text={t('admin.dashboard.checkingSession')} />
      </main>
    );
  }

  return (
    <SessionProvider value={session}>
      <DashboardLayout session={session} onLogout={logout}>
        <Suspense fallback={<LoadingText text={t('admin.loading')} />}>
          <Routes>
            <Route index element={<ControlPanelScreen />} />
            <Route path="users" element={<AdminsScreen />} />
            <Route path="news" element={<NewsScreen />} />
            <Route path="news/:id" element={<NewsEditorScreen />} />
            <Route path="news-deleted" element={<DeletedNewsScreen />} />
            <Route path="media" element={<MediaScreen />} />
            <Route path="audit" element={<AuditScreen />} />
            <Route path="applications" element={<ApplicationsScreen />} />
            <Route path="sql-explorer" element={<SqlExplorerScreen />} />
            <Route path="settings" element={<SettingsScreen />} />
            <Route path="*" element={<Navigate to="/adminDashboard" replace />} />
          </Routes>
        </Suspense>
      </DashboardLayout>
    </SessionProvider>
  );
}
