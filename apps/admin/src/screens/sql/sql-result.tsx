import type { SqlAffectedRowsResult, SqlRowsResult } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Table, type TableColumn } from '@fuelcard/ui';
import { sqlCellText, sqlColumns } from './sql-cell';

type Row = Record<string, unknown>;

/** A result as a table (with the truncated flag), or as 'Изменено строк: N' when it has no rows. */
export function SqlResult({ result }: { result: SqlRowsResult | SqlAffectedRowsResult }) {
  const t = useT();
  if (!('rows' in result)) {
    return (
      <Alert variant="success" role="status">
        {t('admin.sql.affectedRows', { count: result.affectedRows ?? 0 })}
      </Alert>
    );
  }
  const columns: TableColumn<Row>[] = sqlColumns(result.rows).map((key) => ({
    key,
    header: key,
    render: (row) => {
      const text = sqlCellText(row[key]);
      return row[key] === null || row[key] === undefined ? <span className="sql__null">{text}</span> : text;
    },
  }));
  return (
    <div className="sql__result">
      {result.truncated && (
        <Alert variant="info" role="status">
          {t('admin.sql.truncated', { shown: result.rows.length })}
        </Alert>
      )}
      <Table
        caption={t('admin.sql.result')}
        columns={columns}
        rows={result.rows}
        rowKey={(_row, index) => index}
        emptyText={t('admin.sql.noRows')}
      />
    </div>
  );
}
