import { useT } from '@fuelcard/i18n/react';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../../artwork/icons';
import { useSessionRole } from '../../lib/session-context';

/**
 * The side menu of spec §2, in its order, and the superadmin's «Журнал действий» (issue 15). An
 * editor (role admin) sees only what an editor may use: Administrators, SQL Explorer and the log
 * are the superadmin's. «Заявки» (issue 25) are both roles'.
 */
const MENU: readonly {
  to: string;
  key: string;
  icon: IconName;
  end: boolean;
  superadmin?: boolean;
  /** Pages of the section at addresses of their own (the deleted news): the entry stays marked. */
  also?: readonly string[];
}[] = [
  { to: '/adminDashboard', key: 'controlPanel', icon: 'dashboard', end: true },
  {
    to: '/adminDashboard/users',
    key: 'administrators',
    icon: 'users',
    end: false,
    superadmin: true,
  },
  {
    to: '/adminDashboard/news',
    key: 'news',
    icon: 'news',
    end: false,
    also: ['/adminDashboard/news-deleted'],
  },
  { to: '/adminDashboard/media', key: 'media', icon: 'image', end: false },
  { to: '/adminDashboard/applications', key: 'applications', icon: 'inbox', end: false },
  {
    to: '/adminDashboard/sql-explorer',
    key: 'sqlExplorer',
    icon: 'database',
    end: false,
    superadmin: true,
  },
  { to: '/adminDashboard/audit', key: 'audit', icon: 'history', end: false, superadmin: true },
  { to: '/adminDashboard/settings', key: 'settings', icon: 'settings', end: false },
];

/**
 * The menu; as a tablet's rail (review s45b, finding 5), each icon with its name as a small
 * caption under it (as an iPad's sidebar does): no hover is needed to know where a link goes.
 */
export function DashboardMenu({
  onNavigate,
  rail = false,
}: {
  onNavigate?: () => void;
  rail?: boolean;
}) {
  const t = useT();
  const role = useSessionRole();
  const { pathname } = useLocation();
  return (
    <nav className="menu" aria-label={t('admin.menu.label')}>
      <ul>
        {MENU.filter((entry) => !entry.superadmin || role === 'superadmin').map(
          ({ to, key, icon, end, also }) => (
            <li key={key}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  !isActive && also?.some((path) => pathname.startsWith(path))
                    ? 'menu__link menu__link--section'
                    : 'menu__link'
                }
                onClick={onNavigate}
              >
                <Icon name={icon} />
                {/* The spec's names whole on the rail too (review s49, finding 2: «Панель», «Админы»,
                    «Журнал» renamed them); two-word names take two lines. */}
                <span className={rail ? 'menu__caption' : undefined}>{t(`admin.menu.${key}`)}</span>
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
