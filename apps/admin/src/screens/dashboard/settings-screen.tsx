import { useT } from '@fuelcard/i18n/react';
import { Alert } from '@fuelcard/ui';
import { PageHeader } from '../shared/page-header';

/** /adminDashboard/settings: the menu links here but the spec gives it no page (§2). */
export function SettingsScreen() {
  const t = useT();
  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={t('admin.menu.settings')} />
      <Alert variant="info" role="status">
        {t('admin.settings.unavailable')}
      </Alert>
    </section>
  );
}
