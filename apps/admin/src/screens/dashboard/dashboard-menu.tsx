import { useT } from '@fuelcard/i18n/react';
import { NavLink } from 'react-router';

/** The side menu of spec §2, in its order. Settings has no page yet (its route says so). */
const MENU = [
  { to: '/adminDashboard', key: 'controlPanel', end: true },
  { to: '/adminDashboard/users', key: 'administrators', end: false },
  { to: '/adminDashboard/news', key: 'news', end: false },
  { to: '/adminDashboard/sql-explorer', key: 'sqlExplorer', end: false },
  { to: '/adminDashboard/settings', key: 'settings', end: false },
] as const;

export function DashboardMenu() {
  const t = useT();
  return (
    <nav className="dashboard__menu" aria-label={t('admin.menu.label')}>
      <ul>
        {MENU.map(({ to, key, end }) => (
          <li key={key}>
            <NavLink to={to} end={end} className="dashboard__menu-link">
              {t(`admin.menu.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
