import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { useState } from 'react';
import { formErrorText } from '../../lib/form-error';
import { useToast } from '../../lib/toasts';
import { useApplications } from '../../lib/use-applications';
import { applicationQueryOf, type ApplicationFilters } from './applications-query';

/** «Скачать CSV» of the filters shown, fetched with the session's token and saved as a file. */
export function ApplicationsExportButton({ filters }: { filters: ApplicationFilters }) {
  const t = useT();
  const api = useApplications();
  const notify = useToast();
  const [sending, setSending] = useState(false);

  async function download() {
    setSending(true);
    try {
      const blob = await api.exportApplications(applicationQueryOf(filters, false));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `applications-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (caught) {
      notify(formErrorText(caught, t('admin.applications.exportError')), 'error');
    } finally {
      setSending(false);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void download()} loading={sending} loadingLabel={t('admin.applications.exporting')}>
      {t('admin.applications.export')}
    </Button>
  );
}
