import { useT } from '@fuelcard/i18n/react';
import { Icon } from '../../artwork/icons';

interface FiltersToggleProps {
  /** The id of the filters it shows and hides. */
  controls: string;
  open: boolean;
  /** How many filters differ from the list's defaults: «Фильтры (2)». */
  active: number;
  onToggle: () => void;
  className?: string;
}

/**
 * «Фильтры» / «Фильтры (n)»: the button a list shows on a narrow screen in place of its filters,
 * so that its first entries come first (the news list, the audit log).
 */
export function FiltersToggle({ controls, open, active, onToggle, className }: FiltersToggleProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={className ? `list-toolbar__toggle ${className}` : 'list-toolbar__toggle'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <Icon name="filter" size={16} />
      {active > 0
        ? t('admin.news.filters.toggleActive', { count: active })
        : t('admin.news.filters.toggle')}
    </button>
  );
}
