import { useT } from '@fuelcard/i18n/react';
import { PageHeader } from '../shared/page-header';

/** /adminDashboard: the landing page of the console. */
export function ControlPanelScreen() {
  const t = useT();
  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={t('admin.menu.controlPanel')} />
      <p>{t('admin.dashboard.overview')}</p>
    </section>
  );
}
