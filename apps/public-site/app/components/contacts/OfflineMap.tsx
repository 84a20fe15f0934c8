import { isValidCoordinates, PHONE_SUFFIX_KEYS } from '@fuelcard/offices';
import { useT } from '../../i18n/i18n-context';
import {
  BELARUS_OUTLINE,
  MAP_VIEWBOX,
  outlinePath,
  project,
  SMOLENSK_REGION_OUTLINE,
} from '../../content/map-outline';
import type { OfficeView } from '../../lib/office-view';
import styles from './offline-map.module.css';

const BELARUS_PATH = outlinePath(BELARUS_OUTLINE);
const SMOLENSK_PATH = outlinePath(SMOLENSK_REGION_OUTLINE);
const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;
/** Where the country names sit: the middle of Belarus, the east of the Smolensk region. */
const BELARUS_LABEL = project([52.7, 27.8]);
const RUSSIA_LABEL = project([55.5, 33.6]);

/**
 * The map without a map service: our own sketch of Belarus and the Smolensk region with a pin
 * per office at its coordinates, and the chosen office's contacts under it. It loads nothing
 * from other sites; the location buttons of the list choose the highlighted office.
 */
export function OfflineMap({
  branches,
  selectedId,
}: {
  branches: readonly OfficeView[];
  selectedId: number;
}) {
  const t = useT();
  const placed = branches.filter((branch) => isValidCoordinates(branch.coordinates));
  const selected = branches.find((branch) => branch.id === selectedId) ?? branches[0];
  const minsk = placed[0] && project(placed[0].coordinates as [number, number]);
  const phone = selected?.phones[0];
  return (
    <div className={styles.offline}>
      <div className={styles.sketch} role="img" aria-label={t('contacts.map.sketchLabel')}>
        <svg
          viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
          className={styles.drawing}
          aria-hidden="true"
          focusable="false"
        >
          <path d={SMOLENSK_PATH} className={styles.region} />
          <path d={BELARUS_PATH} className={styles.shadow} transform="translate(4 6)" />
          <path d={BELARUS_PATH} className={styles.country} />
          {minsk &&
            placed.slice(1).map((branch) => {
              const { x, y } = project(branch.coordinates as [number, number]);
              return (
                <path
                  key={branch.id}
                  d={`M${minsk.x} ${minsk.y}L${x} ${y}`}
                  className={styles.route}
                />
              );
            })}
          <text x={BELARUS_LABEL.x} y={BELARUS_LABEL.y} className={styles.countryName}>
            {t('contacts.map.belarus')}
          </text>
          <text x={RUSSIA_LABEL.x} y={RUSSIA_LABEL.y} className={styles.regionName}>
            {t('contacts.map.russia')}
          </text>
        </svg>
        {placed.map((branch) => {
          const { x, y } = project(branch.coordinates as [number, number]);
          return (
            <span
              key={branch.id}
              className={styles.pin}
              data-selected={branch.id === selected?.id || undefined}
              style={{ left: percent(x, MAP_VIEWBOX.width), top: percent(y, MAP_VIEWBOX.height) }}
              aria-hidden="true"
            >
              <span className={styles.dot} />
              <span className={styles.city}>{branch.city}</span>
            </span>
          );
        })}
      </div>
      {selected && (
        <section
          className={styles.card}
          aria-live="polite"
          aria-label={t('contacts.map.selectedLabel')}
        >
          <p className={styles.cardName}>{selected.name}</p>
          <p className={styles.cardLine}>{selected.address}</p>
          <p className={styles.cardLine}>
            {phone && (
              <>
                <a href={`tel:${phone.tel}`} className={styles.cardPhone}>
                  {phone.display}
                </a>
                {phone.suffix && (
                  <span className={styles.muted}> ({t(PHONE_SUFFIX_KEYS[phone.suffix])})</span>
                )}
              </>
            )}
          </p>
          <p className={styles.cardLine}>
            <a href={`mailto:${selected.emails[0]}`}>{selected.emails[0]}</a>
          </p>
        </section>
      )}
    </div>
  );
}
