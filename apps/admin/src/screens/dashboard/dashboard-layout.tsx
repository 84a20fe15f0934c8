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
 * a chip with the user's initial, the greeting's first words over the role, «Меню») and the
 * menu, the full greeting and the logout open as a full-screen sheet from the chip or the menu
 * button, so that the page starts right under the bar.
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
  // The header (review s47, finding 7): on a desk and a tablet one identity cluster on the right —
  // the avatar, the greeting the spec asks for over the username and the role as a muted chip
  // (read out as «Роль: …»), then a quiet «Выйти»; the sheet keeps both as full lines.
  const sheetGreeting = (
    <div className="shell__greeting">
      <p className="shell__welcome">{t('admin.dashboard.welcome')}</p>
      <p className="shell__role">{roleText}</p>
    </div>
  );
  const avatar = (
    <span className="user-chip__avatar" aria-hidden="true">
      {initialOf(session.username ?? roleName)}
    </span>
  );
  const rolePill = (
    <span className="shell__role role-pill">
      <span className="visually-hidden">{t('admin.dashboard.rolePrefix')} </span>
      {roleName}
    </span>
  );
  // «Выйти» quiet (review s47, finding 7): a ghost button, its icon and its label.
  const logout = (inBar = false) => (
    <Button
      variant={inBar ? 'ghost' : 'secondary'}
      size="sm"
      className={inBar ? 'shell__logout' : undefined}
      onClick={onLogout}
    >
      <span className="button-with-icon">
        <Icon name="logout" size={18} />
        {t('admin.dashboard.logout')}
      </span>
    </Button>
  );

  const identity = (
    <div className="shell__account">
      {avatar}
      <div className="shell__greeting">
        <p className="shell__welcome">{t('admin.dashboard.welcome')}</p>
        <p className="user-chip">
          {session.username && <span className="user-chip__name">{session.username}</span>}
          {rolePill}
        </p>
      </div>
      <span className="shell__divider" aria-hidden="true" />
      {logout(true)}
    </div>
  );
  const sheetUser = session.username ? (
    <p className="user-chip">
      {avatar}
      <span className="user-chip__name">{session.username}</span>
    </p>
  ) : null;
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
                aria-label={[t('admin.dashboard.welcomeShort'), session.username, roleText]
                  .filter(Boolean)
                  .join(', ')}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                {avatar}
                {/* The spec's greeting in the bar itself (review s48b, finding 3): its first words,
                    muted, over the role; the sheet has it whole. */}
                <span className="account-chip__text">
                  <span className="account-chip__welcome">{t('admin.dashboard.welcomeShort')}</span>
                  <span className="account-chip__role">{roleName}</span>
                </span>
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
            identity
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
              {sheetUser}
              {logout()}
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
