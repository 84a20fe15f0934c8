import type { SqlDryRunResult } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, Modal } from '@fuelcard/ui';
import { useId, useRef } from 'react';
import { sqlCellText, sqlColumns } from './sql-cell';
import { SqlEmptyString } from './sql-empty-string';
import { CancelButton } from '../shared/cancel-button';

/** Cells of the preview longer than this are cut (the whole value is in its title). */
const PREVIEW_CELL = 60;
const RU_NUMBER = new Intl.NumberFormat('ru-RU');

export interface SqlConfirmDialogProps {
  statement: string;
  dryRun: SqlDryRunResult;
  running: boolean;
  onRun: () => void;
  onCancel: () => void;
}

/**
 * Before a statement that changes data runs: what the API's dry run found — «Будет изменено
 * строк: N», whether it changes the structure, the first rows it would change — and «Выполнить» /
 * «Отмена». The focus starts on «Отмена»: running is the step that changes data.
 */
export function SqlConfirmDialog({
  statement,
  dryRun,
  running,
  onRun,
  onCancel,
}: SqlConfirmDialogProps) {
  const t = useT();
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const rows = dryRun.preview ?? [];
  const columns = sqlColumns(rows);
  return (
    <Modal
      open
      onClose={() => !running && onCancel()}
      title={t('admin.sql.confirm.title')}
      closeLabel={t('admin.actions.close')}
      size="lg"
      className="console-modal sql-confirm"
      initialFocusRef={cancel}
      footer={
        <>
          <CancelButton ref={cancel} onClick={onCancel} disabled={running}>
            {t('admin.sql.confirm.cancel')}
          </CancelButton>
          <Button
            variant="danger"
            onClick={onRun}
            loading={running}
            loadingLabel={t('admin.sql.confirm.running')}
          >
            {t('admin.sql.confirm.run')}
          </Button>
        </>
      }
    >
      <div className="sql-confirm__body">
        <p className="muted sql-confirm__intro">{t('admin.sql.confirm.intro')}</p>
        <pre className="sql-confirm__statement" aria-label={t('admin.sql.queryLabel')}>
          {statement}
        </pre>
        {(dryRun.affectedRows > 0 || !dryRun.changesStructure) && (
          <p className="sql-confirm__count">
            {t('admin.sql.confirm.changes', { count: RU_NUMBER.format(dryRun.affectedRows) })}
          </p>
        )}
        {dryRun.changesStructure && (
          <Alert variant="info">{t('admin.sql.confirm.structure')}</Alert>
        )}
        {dryRun.affectedRows > 0 && rows.length === 0 && (
          <p className="muted">{t('admin.sql.confirm.noPreview')}</p>
        )}
        {rows.length > 0 && (
          <section aria-labelledby={`${id}-preview`} className="sql-confirm__preview">
            <h3 id={`${id}-preview`} className="sql-confirm__preview-title">
              {t('admin.sql.confirm.preview')}
              {dryRun.previewTruncated && (
                <span className="muted">
                  {' '}
                  · {t('admin.sql.confirm.previewFirst', { count: rows.length })}
                </span>
              )}
            </h3>
            <p className="muted sql-confirm__note">{t('admin.sql.confirm.previewNote')}</p>
            <div
              className="sql-box sql-box--preview"
              role="region"
              aria-labelledby={`${id}-preview`}
              tabIndex={0}
            >
              <table className="sql-table" aria-labelledby={`${id}-preview`}>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={index}>
                      {columns.map((column) => {
                        const value = row[column];
                        const text = sqlCellText(value);
                        return (
                          <td
                            key={column}
                            className={typeof value === 'number' ? 'sql-table__number' : undefined}
                          >
                            {value === null || value === undefined ? (
                              <span className="sql-null">NULL</span>
                            ) : value === '' ? (
                              <SqlEmptyString />
                            ) : (
                              <span
                                className="sql-cell"
                                title={text.length > PREVIEW_CELL ? text : undefined}
                              >
                                {text.length > PREVIEW_CELL
                                  ? `${text.slice(0, PREVIEW_CELL)}…`
                                  : text}
                              </span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>
    </Modal>
  );
}
