import { useT } from '../../i18n/i18n-context';
import { Button } from '@fuelcard/ui';
import { DEFAULT_OFFICE_ID } from '@fuelcard/offices';
import { useState } from 'react';
import type { OfficeView } from '../../lib/office-view';
import { useConsent } from '../consent/ConsentProvider';
import { OfficeMap, type MapStatus } from './OfficeMap';
import { OfflineMap } from './OfflineMap';
import type { MapTarget } from './use-map-target';
import styles from './contacts.module.css';

interface MapPanelProps {
  lang: string;
  apiKey: string | null;
  branches: readonly OfficeView[];
  target: MapTarget | null;
}

/**
 * The map's place on the page. Our offline sketch of the offices is always there; the Yandex map
 * covers it only with functional and analytics consent and once its script has loaded. Without
 * consent the spec's message and the button that opens the cookie settings (disabled until the
 * consent state is read) sit under the sketch; when the service cannot be reached, that says so.
 */
export function MapPanel(props: MapPanelProps) {
  const t = useT();
  const { ready, mapAllowed, openSettings } = useConsent();
  const [status, setStatus] = useState<MapStatus>('loading');
  const live = mapAllowed && status === 'ready';
  return (
    <div className={styles.mapBox} data-map={live ? 'yandex' : 'offline'}>
      <OfflineMap branches={props.branches} selectedId={props.target?.id ?? DEFAULT_OFFICE_ID} />
      {mapAllowed ? (
        <OfficeMap {...props} onStatus={setStatus} />
      ) : (
        <div className={styles.mapGate}>
          <p>{t('contacts.map.consentRequired')}</p>
          <Button onClick={openSettings} disabled={!ready || mapAllowed} variant="secondary">
            {t('contacts.map.configureCookies')}
          </Button>
        </div>
      )}
    </div>
  );
}
