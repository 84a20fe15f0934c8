import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { Icon } from '../../artwork/icons';
import type { ConsoleNewsRow } from './news-index';
import { NewsRowMenu } from './news-row-menu';

export interface NewsRowHandlers {
  onEdit: (item: ConsoleNewsRow) => void;
  onDelete: (item: ConsoleNewsRow) => void;
  onStatus: (item: ConsoleNewsRow, action: 'publish' | 'unpublish') => void;
}

/**
 * «Изменить» (the everyday action, always in view; a pencil named «Изменить» in a tablet's
 * table) and the «⋯» menu with the others.
 */
export function NewsRowActions({
  item,
  onEdit,
  onDelete,
  onStatus,
  iconOnly = false,
}: { item: ConsoleNewsRow; iconOnly?: boolean } & NewsRowHandlers) {
  const t = useT();
  return (
    <span className="row-actions">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onEdit(item)}
        aria-label={iconOnly ? t('admin.actions.edit') : undefined}
        title={iconOnly ? t('admin.actions.edit') : undefined}
        className={iconOnly ? 'row-actions__icon' : undefined}
      >
        {iconOnly ? <Icon name="edit" size={18} /> : t('admin.actions.edit')}
      </Button>
      <NewsRowMenu item={item} onDelete={onDelete} onStatus={onStatus} />
    </span>
  );
}
