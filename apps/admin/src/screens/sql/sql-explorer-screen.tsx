import {
  ApiError,
  NetworkError,
  type SqlAffectedRowsResult,
  type SqlDryRunResult,
  type SqlRowsResult,
} from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, ErrorLine } from '@fuelcard/ui';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '../../artwork/icons';
import { useApi } from '../../lib/api-context';
import { readToken } from '../../lib/session';
import { useSession, useSessionRole } from '../../lib/session-context';
import {
  addToSqlHistory,
  clearSqlHistory,
  markSqlHistory,
  readSqlHistory,
  type SqlHistoryOutcome,
} from '../../lib/sql-history';
import { PHONE_QUERY, TOUCH_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { PageHeader } from '../shared/page-header';
import { SqlConfirmDialog } from './sql-confirm-dialog';
import { SqlHistory } from './sql-history';
import { SqlModeNote, SqlModeSwitch, SqlReadingRefusal, type SqlMode } from './sql-mode';
import { SqlQueryField } from './sql-query-field';
import { SqlResult } from './sql-result';

/** The cause shown after 'Ошибка выполнения запроса: '. */
function causeOf(caught: unknown): string {
  if (caught instanceof ApiError) return caught.serverMessage ?? `HTTP ${caught.status}`;
  if (caught instanceof NetworkError && caught.cause instanceof Error) return caught.cause.message;
  return caught instanceof Error ? caught.message : String(caught);
}

/**
 * /adminDashboard/sql-explorer: runs one statement (superadmin). A statement runs first as
 * read-only (`readOnly`: the API's engine decides, not the console's reading of it); one that would
 * change data is answered 409 without changing anything. In reading mode (the default) that is
 * where it stops, with a way to turn on change mode; in change mode it goes through the dry run:
 * what it would change is shown with «Выполнить» / «Отмена», and only then is it executed. After a
 * confirmed write, and on leaving the page, the mode is reading again (review s45b, finding 4).
 */
export function SqlExplorerScreen() {
  const t = useT();
  const role = useSessionRole();
  if (role !== 'superadmin') return <ForbiddenNotice title={t('admin.sql.title')} text={t('admin.sql.noPermission')} />;
  return <SqlExplorer />;
}

type Outcome = { result: SqlRowsResult | SqlAffectedRowsResult; durationMs: number };
type Confirming = { statement: string; dryRun: SqlDryRunResult };

function SqlExplorer() {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const username = session?.username ?? `id-${session?.id ?? 0}`;
  const [sql, setSql] = useState('');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [history, setHistory] = useState(() => readSqlHistory(username));
  const [mode, setMode] = useState<SqlMode>('read');
  /** Reading mode refused a statement that changes data. */
  const [blocked, setBlocked] = useState(false);
  /** A confirmed write put the mode back to reading. */
  const [backToRead, setBackToRead] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // No keys to press on a touch screen or a phone (review s45b, finding 23).
  const touch = useMediaQuery(TOUCH_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  const write = mode === 'write';

  /** Tags a statement in the history that did not run (review s47, finding 15). */
  const notRun = (statement: string, outcome: SqlHistoryOutcome) =>
    setHistory(markSqlHistory(username, statement, outcome));

  const changeMode = (next: SqlMode) => {
    setMode(next);
    setBlocked(false);
    setBackToRead(false);
  };

  const failed = (caught: unknown) => {
    const unauthorised = caught instanceof ApiError && caught.status === 401;
    setError(unauthorised ? t('admin.sql.unauthorized') : t('admin.sql.executionFailed') + causeOf(caught));
  };

  /** Executes a statement as the spec's call does (a write commits); true when it ran. */
  async function executeStatement(statement: string): Promise<boolean> {
    const started = performance.now();
    const answer = await api.executeSql(statement);
    if ('error' in answer) {
      setError(answer.error);
      notRun(statement, 'failed');
      return false;
    }
    setOutcome({ result: answer, durationMs: performance.now() - started });
    return true;
  }

  async function run(statement: string) {
    setError('');
    setOutcome(null);
    setCancelled(false);
    setBlocked(false);
    setBackToRead(false);
    // The statement's lines start in view again, not scrolled to where typing ended (review s46, finding 18).
    if (field.current) field.current.scrollLeft = 0;
    if (statement.trim() === '') return setError(t('admin.sql.emptyQuery'));
    if (!readToken()) return setError(t('admin.sql.unauthorized'));
    setHistory(addToSqlHistory(username, statement));
    setRunning(true);
    const started = performance.now();
    try {
      const answer = await api.executeSql(statement, { readOnly: true });
      if ('changesData' in answer && !write) {
        setBlocked(true);
        notRun(statement, 'refused');
      } else if ('changesData' in answer) {
        setChecking(true);
        const dryRun = await api.dryRunSql(statement);
        if ('error' in dryRun) {
          setError(dryRun.error);
          notRun(statement, 'failed');
        }
        // The engine ran it and found it changes nothing after all (a SELECT … FOR UPDATE).
        else if (dryRun.readOnly) await executeStatement(statement);
        else setConfirming({ statement, dryRun });
      } else if ('error' in answer) {
        setError(answer.error);
        notRun(statement, 'failed');
      } else setOutcome({ result: answer, durationMs: performance.now() - started });
    } catch (caught) {
      failed(caught);
      notRun(statement, 'failed');
    } finally {
      setChecking(false);
      setRunning(false);
    }
  }

  async function confirmRun() {
    if (!confirming) return;
    setRunning(true);
    try {
      if (await executeStatement(confirming.statement)) {
        setMode('read');
        setBackToRead(true);
      }
    } catch (caught) {
      failed(caught);
      notRun(confirming.statement, 'failed');
    } finally {
      setRunning(false);
      setConfirming(null);
      field.current?.focus();
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
        <form onSubmit={execute} noValidate className="card sql__form" data-mode={mode} aria-busy={running}>
          <SqlModeSwitch mode={mode} onChange={changeMode} disabled={running} />
          <SqlModeNote mode={mode} backToRead={backToRead} />
          <SqlQueryField ref={field} label={t('admin.sql.queryLabel')} value={sql} onChange={setSql} onKeyDown={onKeyDown}
            hint={touch || phone ? undefined : t('admin.sql.shortcut')} />
          <div className="sql__actions">
            <Button
              type="submit"
              variant={write ? 'danger' : 'primary'}
              loading={running}
              loadingLabel={t(checking ? 'admin.sql.confirm.checking' : 'admin.sql.executing')}
            >
              <span className="button-with-icon">
                <Icon name="play" size={16} />
                {t('admin.sql.execute')}
              </span>
            </Button>
            <ErrorLine message={error} className="sql__error" />
          </div>
          {blocked && (
            <SqlReadingRefusal
              onEnable={() => {
                changeMode('write');
                field.current?.focus();
              }}
            />
          )}
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
        {cancelled && (
          <Alert variant="info" role="status">
            {t('admin.sql.confirm.cancelled')}
          </Alert>
        )}
        {outcome && <SqlResult result={outcome.result} durationMs={outcome.durationMs} />}
        {confirming && (
          <SqlConfirmDialog
            statement={confirming.statement}
            dryRun={confirming.dryRun}
            running={running}
            onRun={() => void confirmRun()}
            onCancel={() => {
              notRun(confirming.statement, 'cancelled');
              setConfirming(null);
              setCancelled(true);
            }}
          />
        )}
      </div>
    </section>
  );
}
