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
 * «Изменить» (the everyday action, always in view) and the «⋯» menu with the others. As icons
 * (a pencil named «Изменить»), they are quiet: no box until the pointer or the keyboard's focus
 * is on them (review s45, finding 3), so 25 rows do not carry 50 boxes.
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
    <span className={iconOnly ? 'row-actions row-actions--quiet' : 'row-actions'}>
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
