import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import type { ConsoleNewsRow } from './news-index';
import { NewsRowMenu } from './news-row-menu';

export interface NewsRowHandlers {
  onEdit: (item: ConsoleNewsRow) => void;
  onDelete: (item: ConsoleNewsRow) => void;
  onStatus: (item: ConsoleNewsRow, action: 'publish' | 'unpublish') => void;
}

/** «Изменить» (the everyday action, always in view) and the «⋯» menu with the others. */
export function NewsRowActions({
  item,
  onEdit,
  onDelete,
  onStatus,
}: { item: ConsoleNewsRow } & NewsRowHandlers) {
  const t = useT();
  return (
    <span className="row-actions">
      <Button size="sm" variant="secondary" onClick={() => onEdit(item)}>
        {t('admin.actions.edit')}
      </Button>
      <NewsRowMenu item={item} onDelete={onDelete} onStatus={onStatus} />
    </span>
  );
}
