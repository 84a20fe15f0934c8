import { useT } from '@fuelcard/i18n/react';
import { Alert, Button } from '@fuelcard/ui';
import { useState } from 'react';
import { formatRuDateTime } from '../../lib/format-date';
import type { NewsEntry } from '@fuelcard/contracts';
import { newsTitle } from './news-index';
import { sameNewsValues, type NewsDrafts } from './news-drafts';
import { newsFormFromItem } from './news-form-model';

/**
 * After a reload or a crash: the unsaved news drafts of this browser, each with a way back into
 * its form or away with it.
 */
export function NewsDraftNotice({
  drafts,
  items,
  onOpen,
  hidden,
}: {
  drafts: NewsDrafts;
  items: readonly NewsEntry[];
  onOpen: (target: string) => void;
  hidden: boolean;
}) {
  const t = useT();
  const [list, setList] = useState(() => drafts.list());
  // Drafts of items that are gone, or that hold what is stored anyway, are not worth offering.
  const known = list.filter(({ target, draft }) => {
    if (target === 'new') return true;
    const item = items.find((entry) => entry.id === target);
    return item !== undefined && !sameNewsValues(draft.values, newsFormFromItem(item));
  });
  if (hidden || known.length === 0) return null;
  return (
    <Alert
      variant="info"
      role="status"
      title={t('admin.drafts.noticeTitle')}
      className="draft-notice"
    >
      <ul className="draft-notice__list">
        {known.map(({ target, draft }) => {
          const item = items.find((entry) => entry.id === target);
          const title =
            newsTitle({
              titles: { ru: draft.values.titleRu, en: draft.values.titleEn },
              slug: draft.values.slug,
            }) || (item ? newsTitle(item) : t('admin.drafts.untitled'));
          return (
            <li key={target} className="draft-notice__item">
              <span>
                {t(target === 'new' ? 'admin.drafts.newItem' : 'admin.drafts.editItem', {
                  title,
                  at: formatRuDateTime(draft.savedAt) ?? '',
                })}
              </span>
              {/* The page's button size, as «Добавить новость» (review s47, finding 18), but not
                  its weight: the page's one primary is «Добавить новость», so «Продолжить» is
                  secondary and «Отбросить правки» a text button (review s48b, finding 14). */}
              <span className="draft-notice__actions">
                <Button variant="secondary" onClick={() => onOpen(target)}>
                  {t('admin.drafts.continue')}
                </Button>
                <Button
                  variant="ghost"
                  className="draft-notice__discard"
                  onClick={() => {
                    drafts.clear(target);
                    setList(drafts.list());
                  }}
                >
                  {t('admin.drafts.discard')}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
