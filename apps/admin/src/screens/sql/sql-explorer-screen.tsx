import { ApiError, NetworkError, type SqlAffectedRowsResult, type SqlRowsResult } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, TextArea } from '@fuelcard/ui';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '../../artwork/icons';
import { useApi } from '../../lib/api-context';
import { readToken } from '../../lib/session';
import { useSession, useSessionRole } from '../../lib/session-context';
import { addToSqlHistory, clearSqlHistory, readSqlHistory } from '../../lib/sql-history';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { PageHeader } from '../shared/page-header';
import { SqlHistory } from './sql-history';
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

type Outcome = { result: SqlRowsResult | SqlAffectedRowsResult; durationMs: number };

function SqlExplorer() {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const username = session?.username ?? `id-${session?.id ?? 0}`;
  const [sql, setSql] = useState('');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [history, setHistory] = useState(() => readSqlHistory(username));
  const field = useRef<HTMLTextAreaElement>(null);

  async function run(statement: string) {
    setError('');
    setOutcome(null);
    if (statement.trim() === '') return setError(t('admin.sql.emptyQuery'));
    if (!readToken()) return setError(t('admin.sql.unauthorized'));
    setHistory(addToSqlHistory(username, statement));
    setRunning(true);
    const started = performance.now();
    try {
      const answer = await api.executeSql(statement);
      if ('error' in answer) setError(answer.error);
      else setOutcome({ result: answer, durationMs: performance.now() - started });
    } catch (caught) {
      const unauthorised = caught instanceof ApiError && caught.status === 401;
      setError(unauthorised ? t('admin.sql.unauthorized') : t('admin.sql.executionFailed') + causeOf(caught));
    } finally {
      setRunning(false);
    }
  }

  const execute = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(sql);
  };

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
      <div className="sql__top">
        <form onSubmit={execute} noValidate className="card sql__form" aria-busy={running}>
          <TextArea ref={field} label={t('admin.sql.queryLabel')} name="sql" monospace rows={7} spellCheck={false} value={sql}
            autoCapitalize="none" autoCorrect="off"
            hint={t('admin.sql.shortcut')}
            onChange={(event) => setSql(event.target.value)} onKeyDown={onKeyDown} />
          <div className="sql__actions">
            <Button type="submit" loading={running} loadingLabel={t('admin.sql.executing')}>
              <span className="button-with-icon">
                <Icon name="play" size={16} />
                {t('admin.sql.execute')}
              </span>
            </Button>
            <ErrorLine message={error} className="sql__error" />
          </div>
        </form>
        <SqlHistory
          entries={history}
          disabled={running}
          onPick={(statement) => {
            setSql(statement);
            field.current?.focus();
          }}
          onRun={(statement) => {
            setSql(statement);
            void run(statement);
          }}
          onClear={() => {
            clearSqlHistory(username);
            setHistory([]);
          }}
        />
        {outcome && <SqlResult result={outcome.result} durationMs={outcome.durationMs} />}
      </div>
    </section>
  );
}
