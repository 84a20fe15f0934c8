import { useT } from '@fuelcard/i18n/react';
import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import { Icon } from '../../artwork/icons';
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
      {/*
       * A centred empty-state card (review s47b, finding 14; was an info banner and a button on a
       * bare page), built as the media library's empty state is: icon, the refusal, the way back.
       */}
      <div className="forbidden">
        <Icon name="shield" size={32} className="forbidden__icon" />
        <p className="forbidden__text" role="status">
          <span>{text}</span>
          {role && (
            <>
              {' '}
              <span>{t('admin.dashboard.yourRole', { role: t(`admin.dashboard.roles.${role}`) })}</span>
            </>
          )}
        </p>
        <p className="forbidden__back">
          <ButtonLink href="/adminDashboard" linkComponent={Link} variant="secondary">
            {t('admin.dashboard.backHome')}
          </ButtonLink>
        </p>
      </div>
    </section>
  );
}
