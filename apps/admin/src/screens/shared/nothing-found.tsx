import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';

/**
 * A list's empty answer (review s45b, finding 20): it says what was asked — «По запросу «zzzz»
 * ничего не найдено» — and offers «Сбросить фильтры» right there, where the eye already is.
 */
export function NothingFound({ query, onReset }: { query: string; onReset: () => void }) {
  const t = useT();
  const asked = query.trim();
  return (
    <div className="card empty-state">
      <p className="empty-state__title">
        {asked ? t('admin.list.nothingFoundFor', { query: asked }) : t('admin.list.nothingFound')}
      </p>
      <p>{t('admin.list.nothingFoundHint')}</p>
      <Button variant="secondary" className="empty-state__action" onClick={onReset}>
        {t('admin.list.reset')}
      </Button>
    </div>
  );
}
