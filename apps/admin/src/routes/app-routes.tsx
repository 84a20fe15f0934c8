import { Navigate, type RouteObject } from 'react-router';
import { withDashboardTexts, withSettingsTexts } from '../lib/console-i18n';
import { LoginScreen } from '../screens/login-screen';

/**
 * /administrator is the login; /adminDashboard/* the protected area. A data router (not
 * <BrowserRouter>), so that a form with unsaved changes can hold up a move (useBlocker). Only the
 * login is in the first load (issue 26 §9): the dashboard and its texts load when first opened.
 */
export const consoleRoutes: RouteObject[] = [
  { path: '/administrator', element: <LoginScreen /> },
  {
    // Forced enrolment of a second factor (MFA_REQUIRED): loaded only when needed.
    path: '/administrator/enrol',
    lazy: withDashboardTexts(
      withSettingsTexts(() =>
        import('../screens/settings/enrol-screen').then((module) => ({
          Component: module.EnrolScreen,
        })),
      ),
    ),
  },
  {
    path: '/adminDashboard/*',
    lazy: withDashboardTexts(() =>
      import('../screens/dashboard/dashboard-screen').then((module) => ({
        Component: module.DashboardScreen,
      })),
    ),
  },
  { path: '*', element: <Navigate to="/administrator" replace /> },
];
