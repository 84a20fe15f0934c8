import { useT } from '@fuelcard/i18n/react';
import { newsPageUrl, useConsoleConfig } from '../../lib/console-config';
import { RowMenu, type RowMenuEntry } from '../shared/row-menu';
import { newsTitle, type ConsoleNewsRow } from './news-index';

export interface NewsRowMenuProps {
  item: ConsoleNewsRow;
  onDelete: (item: ConsoleNewsRow) => void;
  /** Publishes a draft or takes a published item off the site. */
  onStatus: (item: ConsoleNewsRow, action: 'publish' | 'unpublish') => void;
}

/** A news row's «⋯» menu: the page on the site (live items), publish or unpublish, delete. */
export function NewsRowMenu({ item, onDelete, onStatus }: NewsRowMenuProps) {
  const t = useT();
  const { siteUrl } = useConsoleConfig();
  const published =
    item.status !== undefined ? item.status === 'published' : item.state !== 'draft';
  const entries: RowMenuEntry[] = [
    ...(item.state === 'live'
      ? [
          {
            key: 'site',
            label: t('admin.news.openOnSite'),
            run: () => window.open(newsPageUrl(siteUrl, item.slug), '_blank', 'noopener'),
          },
        ]
      : []),
    published
      ? {
          key: 'unpublish',
          label: t('admin.news.bulk.unpublish'),
          run: () => onStatus(item, 'unpublish'),
        }
      : {
          key: 'publish',
          label: t('admin.news.bulk.publish'),
          run: () => onStatus(item, 'publish'),
        },
    { key: 'delete', label: t('admin.actions.delete'), run: () => onDelete(item), danger: true },
  ];
  return (
    <RowMenu label={t('admin.news.bulk.rowMenu', { title: newsTitle(item) })} entries={entries} />
  );
}
