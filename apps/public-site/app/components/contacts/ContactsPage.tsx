import type { PublicLanguage } from '@fuelcard/i18n';
import { useT } from '../../i18n/i18n-context';
import { Accordion } from '@fuelcard/ui';
import { useMemo } from 'react';
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

/** Contacts: Belarus and Russia groups of branches beside the map. */
export function ContactsPage({ lang, mapsApiKey, belarus, russia }: ContactsPageProps) {
  const t = useT();
  const { target, locate } = useMapTarget();
  const branches = useMemo(() => [...belarus, ...russia], [belarus, russia]);
  const group = (list: readonly OfficeView[]) => (
    <ul className={styles.branches}>
      {list.map((branch) => (
        <li key={branch.id}>
          <BranchCard branch={branch} onLocate={locate} />
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
          defaultOpenIds={['belarus']}
          items={[
            { id: 'belarus', title: t('contacts.belarus'), content: group(belarus) },
            { id: 'russia', title: t('contacts.russia'), content: group(russia) },
          ]}
        />
        <div className={styles.mapColumn}>
          <MapPanel lang={lang} apiKey={mapsApiKey} branches={branches} target={target} />
        </div>
      </div>
    </ContentPage>
  );
}
