import { INVALID_COORDINATES_WARNING } from '@fuelcard/i18n';
import { useT } from '../../i18n/i18n-context';
import { DEFAULT_MAP_CENTER, isValidCoordinates, MAP_ZOOM, MARKER_SIZE_PX } from '@fuelcard/offices';
import { useEffect, useRef, useState } from 'react';
import type { OfficeView } from '../../lib/office-view';
import { loadYandexMaps, type YMap } from '../../lib/yandex-maps';
import type { MapTarget } from './use-map-target';
import styles from './contacts.module.css';

export type MapStatus = 'loading' | 'ready' | 'unavailable';

interface OfficeMapProps {
  lang: string;
  apiKey: string | null;
  branches: readonly OfficeView[];
  target: MapTarget | null;
  /** Told when the map is ready or cannot be loaded (the panel shows the offline map until then). */
  onStatus?: (status: MapStatus) => void;
}

/**
 * The Yandex map with a marker per branch, centred on Minsk until a branch is chosen. Rendered
 * only after consent, over the offline map, which shows until it is ready; when the script cannot
 * load the page says so and the list and the offline map keep working.
 */
export function OfficeMap({ lang, apiKey, branches, target, onStatus }: OfficeMapProps) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<YMap | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');

  useEffect(() => onStatus?.(status), [status, onStatus]);

  useEffect(() => {
    let cancelled = false;
    let map: YMap | null = null;
    loadYandexMaps(lang, apiKey).then(
      (ymaps) => {
        if (cancelled || !containerRef.current) return;
        map = new ymaps.Map(containerRef.current, {
          center: DEFAULT_MAP_CENTER,
          zoom: MAP_ZOOM,
          controls: ['zoomControl', 'geolocationControl'],
        });
        for (const branch of branches) {
          if (!isValidCoordinates(branch.coordinates)) {
            console.warn(INVALID_COORDINATES_WARNING, branch.coordinates);
            continue;
          }
          const [width, height] = MARKER_SIZE_PX;
          map.geoObjects.add(
            new ymaps.Placemark(
              branch.coordinates,
              { hintContent: branch.name, balloonContent: branch.address },
              {
                iconLayout: 'default#image',
                iconImageHref: '/images/map-marker.svg',
                iconImageSize: [width, height],
                iconImageOffset: [-width / 2, -height],
              },
            ),
          );
        }
        mapRef.current = map;
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('unavailable');
      },
    );
    return () => {
      cancelled = true;
      mapRef.current = null;
      map?.destroy();
    };
  }, [lang, apiKey, branches]);

  useEffect(() => {
    if (status === 'ready' && target) mapRef.current?.setCenter(target.center, MAP_ZOOM, { duration: 300 });
  }, [status, target]);

  return status === 'unavailable' ? (
    <p className={styles.mapMessage} role="status">
      {t('contacts.map.unavailable')}
    </p>
  ) : (
    <>
      {status === 'loading' && (
        <p className={styles.mapLoading} role="status">
          {t('contacts.map.loading')}
        </p>
      )}
      <div ref={containerRef} className={styles.map} data-map-status={status} aria-label={t('contacts.map.label')} role="region" />
    </>
  );
}
