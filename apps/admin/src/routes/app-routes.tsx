import { Navigate, type RouteObject } from 'react-router';
import { withSettingsTexts } from '../lib/console-i18n';
import { DashboardScreen } from '../screens/dashboard/dashboard-screen';
import { LoginScreen } from '../screens/login-screen';

/**
 * /administrator is the login; /adminDashboard/* the protected area. A data router (not
 * <BrowserRouter>), so that a form with unsaved changes can hold up a move (useBlocker).
 */
export const consoleRoutes: RouteObject[] = [
  { path: '/administrator', element: <LoginScreen /> },
  {
    // Forced enrolment of a second factor (MFA_REQUIRED): loaded only when needed.
    path: '/administrator/enrol',
    lazy: withSettingsTexts(() =>
      import('../screens/settings/enrol-screen').then((module) => ({
        Component: module.EnrolScreen,
      })),
    ),
  },
  { path: '/adminDashboard/*', element: <DashboardScreen /> },
  { path: '*', element: <Navigate to="/administrator" replace /> },
];
