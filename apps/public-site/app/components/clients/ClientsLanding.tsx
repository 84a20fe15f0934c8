import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import type { InfoCardData } from '../../content/info-cards';
import { CLIENT_ADVANTAGES } from '../../content/landings';
import { useT } from '../../i18n/i18n-context';
import { ApplicationBand } from '../application/ApplicationBand';
import { Advantages } from '../content/Advantages';
import { LandingPage } from '../content/AreaPage';
import { CategoryFaq } from '../content/CategoryFaq';
import { ContentSection } from '../content/ContentSection';
import { InfoCardGrid } from '../content/InfoCardGrid';
import { StatTiles } from '../content/StatTiles';
import styles from '../content/content.module.css';
import { ClientLogos } from './ClientLogos';

/**
 * /clients: title, description, the four info cards, advantages, the clients' FAQ,
 * «Стать клиентом» and the logos.
 */
export function ClientsLanding({ cards }: { cards: readonly InfoCardData[] }) {
  const t = useT();
  return (
    <LandingPage section="clients.landing">
      <div className={styles.intro}>
        <p className={styles.lead}>{t('clients.landing.description')}</p>
        <p className={styles.facts}>{t('clients.landing.facts')}</p>
        {/* The first screen's call to action (the closing band repeats it). */}
        <p className={styles.actions}>
          <ButtonLink
            href="/application?type=client"
            linkComponent={Link}
            size="lg"
            fullWidthOnPhone
          >
            {t('application.cta.becomeClient')}
          </ButtonLink>
        </p>
        <StatTiles stats={['belarus', 'russia', 'stations']} />
      </div>
      <ContentSection id="clients-cards-title" title={t('clients.landing.cards.title')}>
        <InfoCardGrid cards={cards} />
      </ContentSection>
      <Advantages base="clients.landing.advantages" items={CLIENT_ADVANTAGES} />
      <div className={styles.section}>
        <CategoryFaq category="clients" base="clients.landing.faq" />
      </div>
      <ApplicationBand kind="client" />
      <ClientLogos />
    </LandingPage>
  );
}
