import type { SqlAffectedRowsResult, SqlRowsResult } from '@fuelcard/contracts';
import { usePluralForm, useT } from '@fuelcard/i18n/react';
import { Alert, Button } from '@fuelcard/ui';
import { useState } from 'react';
import { Icon } from '../../artwork/icons';
import { copyText, downloadText } from '../../lib/clipboard';
import { toCsv, toTsv } from '../../lib/table-text';
import { useMediaQuery } from '../../lib/use-media-query';
import { LONG_CELL, sqlCellText, sqlColumns } from './sql-cell';
import { SqlEmptyString } from './sql-empty-string';
import { SqlRecords } from './sql-records';
import { SqlValueDialog } from './sql-value-dialog';
import { useColumnEdge } from './use-column-edge';

type Row = Record<string, unknown>;

const RU_NUMBER = new Intl.NumberFormat('ru-RU');

export { LONG_CELL };

/** Up to 599 px a result table is drawn as record cards (review s48b, finding 7). */
export const RECORDS_QUERY = '(max-width: 599.98px)';

export interface SqlResultProps {
  result: SqlRowsResult | SqlAffectedRowsResult;
  /** From sending the statement to the answer, ms. */
  durationMs: number;
}

/**
 * A result as a table in a box bounded at about two thirds of the screen, whose header row stays in
 * view as its rows scroll and whose first column stays as it scrolls sideways (review s46, finding 5);
 * a fade and «ещё N столбцов →» say more is to the right, a fade at the bottom that more rows are
 * below. The row count and the time taken stand once, under the box («40 строк · 30 мс»; the head
 * said «Строк: 40 · 30 мс» as well until review s47, finding 14; a phone's record cards have it at
 * the top as well, review s49, finding 4); copy as TSV and download as CSV;
 * or, without rows, 'Изменено строк: N'. Long values are cut and open whole on a click; NULL and
 * an empty string each stand apart from text and from each other (review s47, finding 15).
 */
export function SqlResult({ result, durationMs }: SqlResultProps) {
  const t = useT();
  const rowsForm = usePluralForm();
  const cards = useMediaQuery(RECORDS_QUERY);
  const [copied, setCopied] = useState<{ ok: boolean; n: number } | null>(null);
  const [open, setOpen] = useState<{ column: string; row: number; text: string } | null>(null);
  const { box, edge, toNextColumn, toFirstColumn } = useColumnEdge(result);
  const duration = t('admin.sql.duration', {
    ms: RU_NUMBER.format(Math.max(1, Math.round(durationMs))),
  });
  if (!('rows' in result)) {
    return (
      <Alert variant="success" role="status">
        {t('admin.sql.affectedRows', { count: result.affectedRows ?? 0 })}
        <span className="sql__duration"> · {duration}</span>
      </Alert>
    );
  }
  const columns = sqlColumns(result.rows);
  const rowsTotal = t(`admin.sql.rowsTotal.${rowsForm(result.rows.length)}`, {
    count: RU_NUMBER.format(result.rows.length),
  });
  const copy = async () => {
    const ok = await copyText(toTsv(columns, result.rows));
    setCopied((was) => ({ ok, n: (was?.n ?? 0) + 1 }));
  };
  const download = () => {
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
    downloadText(toCsv(columns, result.rows), `sql-result-${stamp}.csv`, 'text/csv');
  };
  return (
    <section className="card sql-result" aria-labelledby="sql-result-title">
      <div className="sql-result__head">
        <h2 id="sql-result-title" className="panel__title">
          {t('admin.sql.result')}
        </h2>
        {cards && result.rows.length > 0 && (
          // On a phone the count and the time also stand at the top: under 20 record cards the
          // line under them is far away (review s49, finding 4).
          <p className="sql-result__summary" data-testid="sql-row-summary">
            {rowsTotal} · {duration}
          </p>
        )}
        {!cards && (edge.scrolled || edge.hidden > 0) && (
          <span className="sql-result__columns">
            {edge.scrolled && (
              <button type="button" className="sql-result__to-column" onClick={toFirstColumn}>
                <span aria-hidden="true">← </span>
                {t('admin.sql.toFirstColumn')}
              </button>
            )}
            {edge.hidden > 0 && (
              <button type="button" className="sql-result__to-column" onClick={toNextColumn}>
                {t(`admin.sql.moreColumns.${rowsForm(edge.hidden)}`, { count: edge.hidden })}
                <span aria-hidden="true"> →</span>
              </button>
            )}
          </span>
        )}
        {result.rows.length > 0 && (
          <span className="sql-result__tools">
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              <span className="button-with-icon">
                <Icon name="copy" size={16} />
                {t('admin.sql.copyTsv')}
              </span>
            </Button>
            <Button variant="secondary" size="sm" onClick={download}>
              <span className="button-with-icon">
                <Icon name="download" size={16} />
                {t('admin.sql.downloadCsv')}
              </span>
            </Button>
          </span>
        )}
        {result.rows.length > 0 && (
          // The copy's outcome stands under its buttons, covering nothing (review s48b, finding 4:
          // a toast at the foot of a phone's screen covered the result's last rows).
          <p
            className="sql-result__status"
            role="status"
            data-tone={copied?.ok === false ? 'error' : undefined}
          >
            {copied && (
              <span key={copied.n}>
                {copied.ok && <span aria-hidden="true">✓ </span>}
                {copied.ok
                  ? t('admin.sql.copied', { count: result.rows.length })
                  : t('admin.sql.copyFailed')}
              </span>
            )}
          </p>
        )}
      </div>
      {result.truncated && (
        <Alert variant="info" role="status">
          {result.totalRows !== undefined
            ? t(`admin.sql.shownOf.${rowsForm(result.rows.length)}`, {
                count: RU_NUMBER.format(result.rows.length),
                total: RU_NUMBER.format(result.totalRows),
              })
            : t(`admin.sql.shownOfMore.${rowsForm(result.rows.length)}`, {
                count: RU_NUMBER.format(result.rows.length),
                total: RU_NUMBER.format(result.moreRowsThan ?? result.rows.length),
              })}
          . {t('admin.sql.truncatedWhy')}
        </Alert>
      )}
      <p id="sql-long-hint" className="visually-hidden">
        {t('admin.sql.showWhole')}
      </p>
      {result.rows.length === 0 ? (
        <p className="panel__empty">
          {t('admin.sql.noRows')}
          <span className="sql__duration"> · {duration}</span>
        </p>
      ) : cards ? (
        <SqlRecords columns={columns} rows={result.rows} onOpen={setOpen} />
      ) : (
        <div
          className="sql-result__frame"
          data-more={edge.hidden > 0 || undefined}
          data-below={edge.below || undefined}
        >
          <div
            ref={box}
            className="sql-box"
            role="region"
            aria-labelledby="sql-result-title"
            tabIndex={0}
          >
            <table className="sql-table" aria-labelledby="sql-result-title">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      <span
                        className="sql-table__name"
                        title={column.length > LONG_CELL ? column : undefined}
                      >
                        {column}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row: Row, index) => (
                  <tr key={index}>
                    {columns.map((column) => (
                      <td
                        key={column}
                        className={
                          typeof row[column] === 'number' ? 'sql-table__number' : undefined
                        }
                      >
                        <SqlCell
                          value={row[column]}
                          onOpen={(text) => setOpen({ column, row: index + 1, text })}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {result.rows.length > 0 && (
        <p className="sql-result__count">
          <span data-testid="sql-row-total">{rowsTotal}</span> · {duration}
        </p>
      )}
      {open && <SqlValueDialog {...open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function SqlCell({ value, onOpen }: { value: unknown; onOpen: (text: string) => void }) {
  if (value === null || value === undefined) return <span className="sql-null">NULL</span>;
  if (value === '') return <SqlEmptyString />;
  const text = sqlCellText(value);
  if (text.length <= LONG_CELL && !text.includes('\n'))
    return <span className="sql-cell">{text}</span>;
  return (
    <button
      type="button"
      className="sql-cell sql-cell--long"
      onClick={() => onOpen(text)}
      aria-describedby="sql-long-hint"
    >
      {text.replace(/\s+/g, ' ').slice(0, LONG_CELL * 3)}
    </button>
  );
}
