import type { PublicLanguage } from '@fuelcard/i18n';
import { useT } from '../../i18n/i18n-context';
import { Accordion } from '@fuelcard/ui';
import { DEFAULT_OFFICE_ID } from '@fuelcard/offices';
import { useCallback, useMemo, useRef } from 'react';
import type { OfficeView } from '../../lib/office-view';
import { ContentPage } from '../page/ContentPage';
import { BranchCard } from './BranchCard';
import { MapPanel } from './MapPanel';
import { useMapTarget } from './use-map-target';
import styles from './contacts.module.css';

interface ContactsPageProps {
  lang: PublicLanguage;
  mapsApiKey: string | null;
  belarus: readonly OfficeView[];
  russia: readonly OfficeView[];
}

/**
 * Contacts: the Belarus and Russia groups of branches, both open, so the Smolensk subsidiary is in
 * view, and the map (after «Россия» on narrow screens, where a map that needs consent first pushed
 * the offices a screen down — design review s42b, finding 6; beside the list from 1024 px).
 */
export function ContactsPage({ lang, mapsApiKey, belarus, russia }: ContactsPageProps) {
  const t = useT();
  const { target, locate } = useMapTarget();
  const mapRef = useRef<HTMLDivElement>(null);
  const branches = useMemo(() => [...belarus, ...russia], [belarus, russia]);
  const selectedId = target?.id ?? DEFAULT_OFFICE_ID;
  // A button far from the map brings the map into view (narrow screens, the map under the list).
  const show = useCallback(
    (branch: OfficeView) => {
      if (!locate(branch)) return;
      const box = mapRef.current?.getBoundingClientRect();
      if (box && (box.bottom < 0 || box.top > window.innerHeight)) {
        mapRef.current?.scrollIntoView({
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches
            ? 'auto'
            : 'smooth',
          block: 'start',
        });
      }
    },
    [locate],
  );
  const group = (list: readonly OfficeView[]) => (
    <ul className={styles.branches}>
      {list.map((branch) => (
        <li key={branch.id}>
          <BranchCard branch={branch} selected={branch.id === selectedId} onLocate={show} />
        </li>
      ))}
    </ul>
  );
  return (
    <ContentPage crumbs={[{ label: t('contacts.title') }]} title={t('contacts.title')}>
      <p className={styles.intro}>{t('contacts.intro')}</p>
      <div className={styles.layout}>
        <Accordion
          headingLevel={2}
          defaultOpenIds={['belarus', 'russia']}
          className={styles.groups}
          items={[
            { id: 'belarus', title: t('contacts.belarus'), content: group(belarus) },
            { id: 'russia', title: t('contacts.russia'), content: group(russia) },
          ]}
        />
        <div ref={mapRef} className={styles.mapColumn}>
          <MapPanel lang={lang} apiKey={mapsApiKey} branches={branches} target={target} />
        </div>
      </div>
    </ContentPage>
  );
}
