import { ApiError, NetworkError, type SqlAffectedRowsResult, type SqlRowsResult } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, TextArea } from '@fuelcard/ui';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useApi } from '../../lib/api-context';
import { readToken } from '../../lib/session';
import { useSessionRole } from '../../lib/session-context';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { PageHeader } from '../shared/page-header';
import { SqlResult } from './sql-result';

/** The cause shown after 'Ошибка выполнения запроса: '. */
function causeOf(caught: unknown): string {
  if (caught instanceof ApiError) return caught.serverMessage ?? `HTTP ${caught.status}`;
  if (caught instanceof NetworkError && caught.cause instanceof Error) return caught.cause.message;
  return caught instanceof Error ? caught.message : String(caught);
}

/** /adminDashboard/sql-explorer: runs one statement (superadmin). */
export function SqlExplorerScreen() {
  const t = useT();
  const role = useSessionRole();
  if (role !== 'superadmin') return <ForbiddenNotice title={t('admin.sql.title')} text={t('admin.sql.noPermission')} />;
  return <SqlExplorer />;
}

function SqlExplorer() {
  const t = useT();
  const api = useApi();
  const [sql, setSql] = useState('');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<SqlRowsResult | SqlAffectedRowsResult | null>(null);

  async function execute(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setResult(null);
    if (sql.trim() === '') return setError(t('admin.sql.emptyQuery'));
    if (!readToken()) return setError(t('admin.sql.unauthorized'));
    setRunning(true);
    try {
      const answer = await api.executeSql(sql);
      if ('error' in answer) setError(answer.error);
      else setResult(answer);
    } catch (caught) {
      const unauthorised = caught instanceof ApiError && caught.status === 401;
      setError(unauthorised ? t('admin.sql.unauthorized') : t('admin.sql.executionFailed') + causeOf(caught));
    } finally {
      setRunning(false);
    }
  }

  // Ctrl+Enter (⌘+Enter) runs the query from the text area.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <section className="page sql" aria-labelledby="page-title">
      <PageHeader title={t('admin.sql.title')} />
      <form onSubmit={execute} noValidate className="sql__form" aria-busy={running}>
        <TextArea label={t('admin.sql.queryLabel')} name="sql" monospace rows={6} spellCheck={false} value={sql}
          onChange={(event) => setSql(event.target.value)} onKeyDown={onKeyDown} />
        <div>
          <Button type="submit" loading={running} loadingLabel={t('admin.sql.executing')}>
            {t('admin.sql.execute')}
          </Button>
        </div>
        <ErrorLine message={error} />
      </form>
      {result && <SqlResult result={result} />}
    </section>
  );
}
