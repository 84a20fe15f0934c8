import { useT } from '@fuelcard/i18n/react';
import { Badge, type BadgeTone } from '@fuelcard/ui';
import type { ConsoleNewsState } from '../news/news-index';

const TONES: Record<ConsoleNewsState, BadgeTone> = {
  draft: 'neutral',
  live: 'success',
  scheduled: 'info',
  expired: 'neutral',
};

/** A news item's state as a badge with text: «Черновик», «Опубликована», «Запланирована», «Истекла». */
export function NewsStateBadge({ state }: { state: ConsoleNewsState }) {
  const t = useT();
  return (
    <Badge tone={TONES[state]} dot data-state={state}>
      {t(`admin.news.states.${state}`)}
    </Badge>
  );
}
