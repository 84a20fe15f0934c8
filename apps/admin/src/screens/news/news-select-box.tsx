import { useT } from '@fuelcard/i18n/react';
import { useEffect, useRef } from 'react';
import { newsTitle, type ConsoleNewsRow } from './news-index';

export interface NewsSelectionProps {
  /** Ids of the selected items (of this page). */
  selected: ReadonlySet<string>;
  /** Selects or unselects items. */
  onSelect: (ids: readonly string[], on: boolean) => void;
}

type BoxProps = NewsSelectionProps & { rows: readonly ConsoleNewsRow[] };

/** The box of one row, named by the item's title. */
export function RowSelectBox({ item, selected, onSelect }: BoxProps & { item: ConsoleNewsRow }) {
  const t = useT();
  return (
    <input
      type="checkbox"
      className="select-box"
      aria-label={t('admin.news.bulk.select', { title: newsTitle(item) })}
      checked={selected.has(item.id)}
      onChange={(event) => onSelect([item.id], event.target.checked)}
    />
  );
}

/** «Выбрать все на странице»: checked when every row is, mixed when some are. */
export function PageSelectBox({
  rows,
  selected,
  onSelect,
  className,
}: BoxProps & { className?: string }) {
  const t = useT();
  const box = useRef<HTMLInputElement>(null);
  const count = rows.filter((row) => selected.has(row.id)).length;
  const all = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  const input = (
    <input
      ref={box}
      type="checkbox"
      className="select-box"
      aria-label={className ? undefined : t('admin.news.bulk.selectPage')}
      checked={all}
      onChange={(event) =>
        onSelect(
          rows.map((row) => row.id),
          event.target.checked,
        )
      }
    />
  );
  if (!className) return input;
  return (
    <label className={`select-all ${className}`}>
      {input}
      <span>{t('admin.news.bulk.selectPage')}</span>
    </label>
  );
}
