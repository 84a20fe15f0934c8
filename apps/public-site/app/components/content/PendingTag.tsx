import { Badge } from '@fuelcard/ui';
import { useT } from '../../i18n/i18n-context';

/**
 * The status said after every link to a placeholder page (content-pages §2.10): the same words as
 * the page's own badge («Раздел готовится»), so a visitor knows before following it.
 */
export function PendingTag() {
  const t = useT();
  return <Badge tone="neutral">{t('common.inPreparation')}</Badge>;
}
