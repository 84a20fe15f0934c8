import type { NewsState } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Badge, type BadgeTone } from '@fuelcard/ui';

const TONES: Record<NewsState, BadgeTone> = { live: 'success', scheduled: 'info', expired: 'neutral' };

/** A news item's state as a badge with text: «Опубликована», «Запланирована», «Истекла». */
export function NewsStateBadge({ state }: { state: NewsState }) {
  const t = useT();
  return (
    <Badge tone={TONES[state]} dot data-state={state}>
      {t(`admin.news.states.${state}`)}
    </Badge>
  );
}
