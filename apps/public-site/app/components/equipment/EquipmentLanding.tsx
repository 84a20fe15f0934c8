import { ServiceCard } from '@fuelcard/ui';
import { Link } from 'react-router';
import { CLIENT_SOFTWARE, EQUIPMENT_PLATE_IMAGE, PARTNER_SOFTWARE } from '../../content/equipment';
import { useT } from '../../i18n/i18n-context';
import { LandingPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import styles from '../content/content.module.css';

const base = 'equipment.landing';

function SoftwareCards({
  group,
  cards,
}: {
  group: string;
  cards: ReadonlyArray<{ key: string; href: string }>;
}) {
  const t = useT();
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.key}>
          <ServiceCard
            title={t(`${base}.${group}.cards.${card.key}.title`)}
            description={t(`${base}.${group}.cards.${card.key}.text`)}
            href={card.href}
            linkComponent={Link}
            className={styles.fill}
          />
        </li>
      ))}
    </ul>
  );
}

/** /equipment: the introduction, software for partners (five cards and a plate) and for clients (three cards). */
export function EquipmentLanding() {
  const t = useT();
  return (
    <LandingPage section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <ContentSection id="equipment-partners" title={t(`${base}.partnersSoftware.title`)}>
        <div className={styles.split}>
          <div>
            <p>{t(`${base}.partnersSoftware.text`)}</p>
            <SoftwareCards group="partnersSoftware" cards={PARTNER_SOFTWARE} />
          </div>
          <img
            src={EQUIPMENT_PLATE_IMAGE}
            alt={t(`${base}.partnersSoftware.plateAlt`)}
            width={360}
            height={240}
            loading="lazy"
            className={styles.illustration}
          />
        </div>
      </ContentSection>
      <ContentSection id="equipment-clients" title={t(`${base}.clientsSoftware.title`)}>
        <p>{t(`${base}.clientsSoftware.text`)}</p>
        <SoftwareCards group="clientsSoftware" cards={CLIENT_SOFTWARE} />
      </ContentSection>
    </LandingPage>
  );
}
