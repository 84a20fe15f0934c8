import { Navigate, type RouteObject } from 'react-router';
import { DashboardScreen } from '../screens/dashboard/dashboard-screen';
import { LoginScreen } from '../screens/login-screen';
import { EnrolScreen } from '../screens/settings/enrol-screen';

/**
 * /administrator is the login; /adminDashboard/* the protected area. A data router (not
 * <BrowserRouter>), so that a form with unsaved changes can hold up a move (useBlocker).
 */
export const consoleRoutes: RouteObject[] = [
  { path: '/administrator', element: <LoginScreen /> },
  { path: '/administrator/enrol', element: <EnrolScreen /> },
  { path: '/adminDashboard/*', element: <DashboardScreen /> },
  { path: '*', element: <Navigate to="/administrator" replace /> },
];
