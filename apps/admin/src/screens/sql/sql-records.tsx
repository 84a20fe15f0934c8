import { usePluralForm, useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { LONG_CELL, sqlCellText } from './sql-cell';
import { SqlEmptyString } from './sql-empty-string';

type Row = Record<string, unknown>;

/** Records shown at first on a phone, and added by each «Показать ещё 20» (review s48b, finding 7). */
export const RECORDS_STEP = 20;

/**
 * Fields a record card shows before its «Ещё N полей» toggle (review s49, finding 4: every column
 * of a 40-row SELECT * made a 17,500 px page). A card with one field more shows it: the toggle
 * would take as much room as the field.
 */
export const RECORD_FIELDS = 5;

/** Characters of a long value put in its card (three clamped lines hold far fewer). */
const CARD_TEXT = 400;

export interface SqlRecordsProps {
  columns: string[];
  rows: readonly Row[];
  onOpen: (open: { column: string; row: number; text: string }) => void;
}

/**
 * A phone's rendering of a result table (up to 599 px; review s48b, finding 7): a card a row, each
 * «Строка N» over a list of `column  value` pairs (the names mono, muted and on one line, cut with
 * «…» and whole in their title; the values with the table's NULL and '' chips), so nothing scrolls
 * sideways; a long value is clamped to three lines and opens whole on a tap. A card shows its first
 * five fields and «Ещё N полей», which shows the rest in place (review s49, finding 4). The first
 * 20 records, then «Показать ещё 20» instead of a box that scrolls inside the page. A screen reader
 * reads each card as a heading and a description list.
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
  // The cards whose every field is shown; a new result starts folded again.
  const [unfolded, setUnfolded] = useState({ rows, open: new Set<number>() });
  const open = unfolded.rows === rows ? unfolded.open : new Set<number>();
  const toggle = (index: number) => {
    const next = new Set(open);
    if (!next.delete(index)) next.add(index);
    setUnfolded({ rows, open: next });
  };
  const folds = columns.length > RECORD_FIELDS + 1;
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
            <RecordFields
              columns={folds && !open.has(index) ? columns.slice(0, RECORD_FIELDS) : columns}
              row={row}
              onOpen={(column, text) => onOpen({ column, row: index + 1, text })}
            />
            {folds && (
              <FieldsToggle
                hidden={columns.length - RECORD_FIELDS}
                open={open.has(index)}
                onToggle={() => toggle(index)}
              />
            )}
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

function RecordFields({
  columns,
  row,
  onOpen,
}: {
  columns: string[];
  row: Row;
  onOpen: (column: string, text: string) => void;
}) {
  return (
    <dl className="sql-record__fields">
      {columns.map((column) => (
        <div key={column} className="sql-record__field">
          <dt className="sql-record__name" title={column}>
            {column}
          </dt>
          <dd
            className={
              typeof row[column] === 'number'
                ? 'sql-record__value sql-table__number'
                : 'sql-record__value'
            }
          >
            <RecordValue value={row[column]} onOpen={(text) => onOpen(column, text)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** «Ещё N полей ▾» under a card's first fields; open, «Скрыть N полей ▴». */
function FieldsToggle({
  hidden,
  open,
  onToggle,
}: {
  hidden: number;
  open: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const form = usePluralForm();
  return (
    <button type="button" className="sql-record__toggle" aria-expanded={open} onClick={onToggle}>
      {t(`admin.sql.${open ? 'fewerFields' : 'moreFields'}.${form(hidden)}`, { count: hidden })}
      <span aria-hidden="true">{open ? '▴' : '▾'}</span>
    </button>
  );
}
