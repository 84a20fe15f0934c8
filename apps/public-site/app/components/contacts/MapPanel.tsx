import { useT } from '../../i18n/i18n-context';
import { Button } from '@fuelcard/ui';
import type { OfficeView } from '../../lib/office-view';
import { useConsent } from '../consent/ConsentProvider';
import { OfficeMap } from './OfficeMap';
import type { MapTarget } from './use-map-target';
import styles from './contacts.module.css';

interface MapPanelProps {
  lang: string;
  apiKey: string | null;
  branches: readonly OfficeView[];
  target: MapTarget | null;
}

/**
 * The map only with functional and analytics consent; otherwise the spec's message and the
 * button that opens the cookie settings (disabled until the consent state is read).
 */
export function MapPanel(props: MapPanelProps) {
  const t = useT();
  const { ready, mapAllowed, openSettings } = useConsent();
  if (mapAllowed) return <OfficeMap {...props} />;
  return (
    <div className={styles.mapGate}>
      <p>{t('contacts.map.consentRequired')}</p>
      <Button onClick={openSettings} disabled={!ready || mapAllowed} variant="secondary">
        {t('contacts.map.configureCookies')}
      </Button>
    </div>
  );
}
