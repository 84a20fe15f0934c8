import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { useState } from 'react';
import { formErrorText } from '../../lib/form-error';
import { useToast } from '../../lib/toasts';
import { useNewsWorkflow } from '../../lib/use-news-workflow';
import { auditQueryOf, type AuditFilters } from './audit-query';

/**
 * «Скачать CSV»: the API's CSV of the filters shown (it needs the session's token, so it is
 * fetched and handed to the browser as a file rather than linked).
 */
export function AuditExportButton({ filters }: { filters: AuditFilters }) {
  const t = useT();
  const workflow = useNewsWorkflow();
  const notify = useToast();
  const [sending, setSending] = useState(false);

  async function download() {
    setSending(true);
    try {
      const blob = await workflow.auditCsv(auditQueryOf(filters, false));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (caught) {
      notify(formErrorText(caught, t('admin.workflow.audit.exportError')), 'error');
    } finally {
      setSending(false);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void download()} loading={sending} loadingLabel={t('admin.workflow.audit.exporting')}>
      {t('admin.workflow.audit.export')}
    </Button>
  );
}
