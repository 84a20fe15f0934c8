import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import type { InfoCardData } from '../../content/info-cards';
import { PARTNER_ADVANTAGES } from '../../content/landings';
import { useT } from '../../i18n/i18n-context';
import { ApplicationBand } from '../application/ApplicationBand';
import { Advantages } from '../content/Advantages';
import { LandingPage } from '../content/AreaPage';
import { CategoryFaq } from '../content/CategoryFaq';
import { ContentSection } from '../content/ContentSection';
import { InfoCardGrid } from '../content/InfoCardGrid';
import { StatTiles } from '../content/StatTiles';
import { PartnerCarousel } from '../shared/PartnerCarousel';
import styles from '../content/content.module.css';

/**
 * /partners: title, description, the info cards, advantages, the partners' FAQ,
 * «Стать партнером» and the partner logos.
 */
export function PartnersLanding({ cards }: { cards: readonly InfoCardData[] }) {
  const t = useT();
  return (
    <LandingPage section="partners.landing">
      <div className={styles.intro}>
        <p className={styles.lead}>{t('partners.landing.description')}</p>
        <p className={styles.facts}>{t('partners.landing.facts')}</p>
        {/* The first screen's call to action (the closing band repeats it). */}
        <p className={styles.actions}>
          <ButtonLink
            href="/application?type=partner"
            linkComponent={Link}
            size="lg"
            fullWidthOnPhone
          >
            {t('application.cta.becomePartner')}
          </ButtonLink>
        </p>
        <StatTiles stats={['belarus', 'russia']} />
      </div>
      <ContentSection id="partners-cards-title" title={t('partners.landing.cards.title')}>
        <InfoCardGrid cards={cards} />
      </ContentSection>
      <Advantages base="partners.landing.advantages" items={PARTNER_ADVANTAGES} />
      <div className={styles.section}>
        <CategoryFaq category="partners" base="partners.landing.faq" />
      </div>
      <ApplicationBand kind="partner" />
      <PartnerCarousel inPage />
    </LandingPage>
  );
}
