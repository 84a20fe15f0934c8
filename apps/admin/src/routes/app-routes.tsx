import { Navigate, Route, Routes } from 'react-router';
import { DashboardScreen } from '../screens/dashboard/dashboard-screen';
import { LoginScreen } from '../screens/login-screen';

/** /administrator is the login; /adminDashboard/* the protected area. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/administrator" element={<LoginScreen />} />
      <Route path="/adminDashboard/*" element={<DashboardScreen />} />
      <Route path="*" element={<Navigate to="/administrator" replace />} />
    </Routes>
  );
}
