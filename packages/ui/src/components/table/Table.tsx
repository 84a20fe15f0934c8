import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import hidden from '../../internal/visually-hidden.module.css';
import styles from './table.module.css';

export interface TableColumn<Row> {
  /** Identifies the column; also the row property shown when there is no `renderCell`. */
  key: string;
  header: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Marks the column whose cells name their row (rendered as row headers). */
  rowHeader?: boolean;
  /** Cell content for this column; overrides the table's `renderCell`. */
  render?: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  /** The table's name, shown above it (or only to screen readers with `captionHidden`). */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row, e.g. (row) => row.id. */
  rowKey: (row: Row, index: number) => string | number;
  /** Cell content for columns without their own `render`. */
  renderCell?: (row: Row, column: TableColumn<Row>) => ReactNode;
  /** Shown in a single row when there are no rows. */
  emptyText: ReactNode;
  className?: string;
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A data table with caption, header row, empty state and a horizontally scrolling wrapper that
 * keyboard users can focus and scroll on narrow screens.
 */
export function Table<Row>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  renderCell,
  emptyText,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const cell = (row: Row, column: TableColumn<Row>) =>
    column.render
      ? column.render(row)
      : renderCell
        ? renderCell(row, column)
        : defaultCell(row, column.key);
  return (
    <div
      className={cx(styles.scroll, className)}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={captionHidden ? hidden.visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles[column.align ?? 'start']}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={styles[column.align ?? 'start']}>
                      {cell(row, column)}
                    </th>
                  ) : (
                    <td key={column.key} className={styles[column.align ?? 'start']}>
                      {cell(row, column)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
