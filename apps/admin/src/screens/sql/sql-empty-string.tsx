import { useT } from '@fuelcard/i18n/react';

/** An empty string: a muted '' (read out as «пустая строка»), not a blank that reads as NULL. */
export function SqlEmptyString() {
  const t = useT();
  return (
    <span className="sql-empty">
      <span aria-hidden="true">''</span>
      <span className="visually-hidden">{t('admin.sql.emptyString')}</span>
    </span>
  );
}
