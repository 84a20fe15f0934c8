import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { LONG_CELL, sqlCellText } from './sql-cell';
import { SqlEmptyString } from './sql-empty-string';

type Row = Record<string, unknown>;

/** Records shown at first on a phone, and added by each «Показать ещё 20» (review s48b, finding 7). */
export const RECORDS_STEP = 20;

/** Characters of a long value put in its card (three clamped lines hold far fewer). */
const CARD_TEXT = 400;

export interface SqlRecordsProps {
  columns: string[];
  rows: readonly Row[];
  onOpen: (open: { column: string; row: number; text: string }) => void;
}

/**
 * A phone's rendering of a result table (up to 599 px; review s48b, finding 7): a card a row, each
 * «Строка N» over a list of `column  value` pairs (the names mono and muted, the values with the
 * table's NULL and '' chips), so nothing scrolls sideways; a long value is clamped to three lines
 * and opens whole on a tap. The first 20 records, then «Показать ещё 20» instead of a box that
 * scrolls inside the page. A screen reader reads each card as a heading and a description list.
 */
export function SqlRecords({ columns, rows, onOpen }: SqlRecordsProps) {
  const t = useT();
  const [shown, setShown] = useState({ rows, count: RECORDS_STEP });
  const count = shown.rows === rows ? shown.count : RECORDS_STEP;
  const firstAdded = useRef<HTMLHeadingElement>(null);
  const [added, setAdded] = useState<number | null>(null);
  useLayoutEffect(() => {
    // After «Показать ещё»: to the first record it added, whose heading says where the list stands.
    if (added !== null) firstAdded.current?.focus();
  }, [added]);
  const next = Math.min(RECORDS_STEP, rows.length - count);
  return (
    <>
      <ol className="sql-records" aria-labelledby="sql-result-title">
        {rows.slice(0, count).map((row, index) => (
          <li key={index} className="sql-record">
            <h3
              className="sql-record__title"
              ref={index === added ? firstAdded : undefined}
              tabIndex={index === added ? -1 : undefined}
            >
              {t('admin.sql.record', { n: index + 1 })}
            </h3>
            <dl className="sql-record__fields">
              {columns.map((column) => (
                <div key={column} className="sql-record__field">
                  <dt className="sql-record__name">{breakable(column)}</dt>
                  <dd
                    className={
                      typeof row[column] === 'number'
                        ? 'sql-record__value sql-table__number'
                        : 'sql-record__value'
                    }
                  >
                    <RecordValue
                      value={row[column]}
                      onOpen={(text) => onOpen({ column, row: index + 1, text })}
                    />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      {next > 0 && (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            setShown({ rows, count: count + next });
            setAdded(count);
          }}
        >
          {t('admin.sql.showMore', { count: next })}
        </Button>
      )}
    </>
  );
}

function RecordValue({ value, onOpen }: { value: unknown; onOpen: (text: string) => void }) {
  if (value === null || value === undefined) return <span className="sql-null">NULL</span>;
  if (value === '') return <SqlEmptyString />;
  const text = sqlCellText(value);
  if (text.length <= LONG_CELL && !text.includes('\n'))
    return <span className="sql-record__text">{text}</span>;
  return (
    <button
      type="button"
      className="sql-cell--long sql-record__long"
      onClick={() => onOpen(text)}
      aria-describedby="sql-long-hint"
    >
      {text.replace(/\s+/g, ' ').slice(0, CARD_TEXT)}
    </button>
  );
}

/** A column's name with a line break allowed after each underscore (seo_description_ru). */
function breakable(name: string) {
  const parts = name.split('_');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}
