import type { ApplicationStatus } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Badge, type BadgeTone } from '@fuelcard/ui';

const TONES: Record<ApplicationStatus, BadgeTone> = {
  new: 'info',
  in_progress: 'success',
  closed: 'neutral',
  spam: 'neutral',
};

/** An application's status as a badge with text: новая, в работе, закрыта, спам. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useT();
  return (
    <Badge tone={TONES[status]} dot data-status={status}>
      {t(`admin.applications.statuses.${status}`)}
    </Badge>
  );
}
