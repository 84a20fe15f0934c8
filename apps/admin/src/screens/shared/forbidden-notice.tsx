import { useT } from '@fuelcard/i18n/react';
import { Alert, ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import { useSessionRole } from '../../lib/session-context';

/**
 * The page a role may not open: its title, the refusal naming that section (spec §6's texts where
 * the spec gives them), the reader's role, and the way back to the start page.
 */
export function ForbiddenNotice({ title, text }: { title: string; text: string }) {
  const t = useT();
  const role = useSessionRole();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <Alert variant="info" role="status">
        <span>{text}</span>
        {role && (
          <>
            {' '}
            <span>{t('admin.dashboard.yourRole', { role: t(`admin.dashboard.roles.${role}`) })}</span>
          </>
        )}
      </Alert>
      <p className="forbidden__back">
        <ButtonLink href="/adminDashboard" linkComponent={Link} variant="secondary">
          {t('admin.dashboard.backHome')}
        </ButtonLink>
      </p>
    </section>
  );
}
