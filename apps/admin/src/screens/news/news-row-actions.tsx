import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { Icon } from '../../artwork/icons';
import { newsPageUrl, useConsoleConfig } from '../../lib/console-config';
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

/** «Открыть на сайте» for an item the public sees now (a new tab). */
export function OpenOnSiteLink({ item }: { item: ConsoleNewsRow }) {
  const t = useT();
  const { siteUrl } = useConsoleConfig();
  if (item.state !== 'live') return null;
  return (
    <a
      className="site-link site-link--small"
      href={newsPageUrl(siteUrl, item.slug)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <span>{t('admin.news.openOnSite')}</span>
      <Icon name="external" size={16} />
      <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </a>
  );
}
