import type { Role } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import type { ReactNode } from 'react';
import { DashboardMenu } from './dashboard-menu';

export interface DashboardLayoutProps {
  role: Role;
  onLogout: () => void;
  children: ReactNode;
}

/** The dashboard frame: header with welcome, role and logout; side menu; the chosen page. */
export function DashboardLayout({ role, onLogout, children }: DashboardLayoutProps) {
  const t = useT();
  return (
    <div className="dashboard">
      <a className="skip-link" href="#dashboard-main">
        {t('admin.dashboard.skipToContent')}
      </a>
      <header className="dashboard__header">
        <div className="dashboard__greeting">
          <p className="dashboard__welcome">{t('admin.dashboard.welcome')}</p>
          <p className="dashboard__role">{t('admin.dashboard.role', { role: t(`admin.dashboard.roles.${role}`) })}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onLogout}>
          {t('admin.dashboard.logout')}
        </Button>
      </header>
      <div className="dashboard__body">
        <DashboardMenu />
        <main id="dashboard-main" className="dashboard__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
