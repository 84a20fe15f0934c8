import type { SecureResponse } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, Modal } from '@fuelcard/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BrandMark } from '../../artwork/brand-mark';
import { Icon } from '../../artwork/icons';
import { useConsoleConfig } from '../../lib/console-config';
import { PHONE_OR_NARROW_QUERY, PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { RecoverySignInNotice } from '../shared/recovery-sign-in-notice';
import { DashboardMenu } from './dashboard-menu';

export interface DashboardLayoutProps {
  session: SecureResponse;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The dashboard frame (spec §2): a header with the welcome message, the role and the logout
 * button; the side menu; the chosen page. On a desk the menu is a sidebar; on a tablet a rail of
 * its icons, each captioned with its name; on a phone the header is one compact bar (the brand,
 * a chip with the user's initial and role, «Меню») and the menu, the full greeting and the logout
 * open as a full-screen sheet from the chip or the menu button, so that the page starts right
 * under the bar.
 */
export function DashboardLayout({ session, onLogout, children }: DashboardLayoutProps) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const rail = useMediaQuery(PHONE_OR_NARROW_QUERY) && !phone;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname, phone]);

  const roleName = t(`admin.dashboard.roles.${session.role}`);
  const roleText = t('admin.dashboard.role', { role: roleName });
  // The header (review s46, finding 19): the greeting as one quiet line on the left; the role
  // beside the user's name in the account chip on the right («superadmin · Суперадминистратор»),
  // read out as «Роль: …»; the sheet keeps both as full lines.
  const headerGreeting = (
    <div className="shell__greeting">
      <p className="shell__welcome">{t('admin.dashboard.welcome')}</p>
    </div>
  );
  const sheetGreeting = (
    <div className="shell__greeting">
      <p className="shell__welcome">{t('admin.dashboard.welcome')}</p>
      <p className="shell__role">{roleText}</p>
    </div>
  );
  const user = (withRole: boolean) => (
    <p className="user-chip">
      <span className="user-chip__avatar" aria-hidden="true">
        {initialOf(session.username ?? roleName)}
      </span>
      {session.username && <span className="user-chip__name">{session.username}</span>}
      {withRole && (
        <>
          {session.username && (
            <span className="user-chip__separator" aria-hidden="true">
              ·
            </span>
          )}
          <span className="shell__role role-pill">
            <span className="visually-hidden">{t('admin.dashboard.rolePrefix')} </span>
            {roleName}
          </span>
        </>
      )}
    </p>
  );
  const logout = (
    <Button variant="secondary" size="sm" onClick={onLogout}>
      <span className="button-with-icon">
        <Icon name="logout" size={18} />
        {t('admin.dashboard.logout')}
      </span>
    </Button>
  );

  return (
    <div className="shell">
      <a className="skip-link" href="#dashboard-main">
        {t('admin.dashboard.skipToContent')}
      </a>
      {!phone && (
        <aside className={rail ? 'shell__sidebar shell__sidebar--rail' : 'shell__sidebar'}>
          <div className="shell__sidebar-inner">
            <Brand rail={rail} />
            <DashboardMenu rail={rail} />
            <SiteLink rail={rail} />
          </div>
        </aside>
      )}
      <div className="shell__column">
        <header className="shell__header">
          {phone ? (
            <>
              <Brand compact />
              {/* Who is signed in, on the phone's bar too: the initial and the role; it opens the sheet. */}
              <button
                type="button"
                className="account-chip"
                aria-label={[session.username, roleText].filter(Boolean).join(', ')}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <span className="user-chip__avatar" aria-hidden="true">
                  {initialOf(session.username ?? roleName)}
                </span>
                <span className="account-chip__role">{roleName}</span>
              </button>
              <Button
                variant="ghost"
                size="sm"
                className="shell__menu-button"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <span className="button-with-icon">
                  <Icon name="menu" />
                  {t('admin.menu.open')}
                </span>
              </Button>
            </>
          ) : (
            <>
              {headerGreeting}
              <div className="shell__account">
                {user(true)}
                {logout}
              </div>
            </>
          )}
        </header>
        <main id="dashboard-main" className="shell__main" tabIndex={-1}>
          <RecoverySignInNotice />
          {children}
        </main>
      </div>
      {phone && menuOpen && (
        <Modal
          open
          onClose={() => setMenuOpen(false)}
          title={t('admin.menu.title')}
          closeLabel={t('admin.menu.close')}
          className="console-sheet"
        >
          <div className="sheet">
            {sheetGreeting}
            <DashboardMenu onNavigate={() => setMenuOpen(false)} />
            <SiteLink />
            <div className="sheet__account">
              {session.username && user(false)}
              {logout}
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}

/** The avatar's letter: the first of the username. */
function initialOf(name: string): string {
  return name.slice(0, 1).toUpperCase();
}

/**
 * The brand: the mark, the name and what this is («Администрирование», not a fourth «Панель
 * управления» beside the greeting, the menu and the start page's title). A rail and a phone's
 * bar show the mark only (the name is read out), which leaves the phone's bar room for the
 * account chip.
 */
function Brand({ rail = false, compact = false }: { rail?: boolean; compact?: boolean }) {
  const t = useT();
  return (
    <p className={compact ? 'brand brand--compact' : 'brand'}>
      <BrandMark size={36} />
      <span className={rail || compact ? 'brand__text visually-hidden' : 'brand__text'}>
        <span className="brand__name">{t('common.brand')}</span>
        <span className="brand__product">{t('admin.brand.shell')}</span>
      </span>
    </p>
  );
}

/** The public site, in a new tab. */
function SiteLink({ rail = false }: { rail?: boolean }) {
  const t = useT();
  const { siteUrl } = useConsoleConfig();
  return (
    <a className="site-link" href={siteUrl} target="_blank" rel="noopener noreferrer">
      <Icon name="external" size={18} />
      <span className={rail ? 'menu__caption' : undefined}>{t('admin.site.open')}</span>
      <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </a>
  );
}
