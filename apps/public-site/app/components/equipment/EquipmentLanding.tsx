import { ServiceCard } from '@fuelcard/ui';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import {
  CLIENT_SOFTWARE,
  EQUIPMENT_PLATE_IMAGE,
  PARTNER_SOFTWARE,
  PRODUCT_IMAGES,
} from '../../content/equipment';
import { useT } from '../../i18n/i18n-context';
import { LaptopIcon, PhoneIcon } from '../content/content-icons';
import { CardIcon, ContractIcon, OfficeIcon, PumpIcon } from '../shared/icons';
import { LandingPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import styles from '../content/content.module.css';
import landing from './equipment-landing.module.css';

const base = 'equipment.landing';

/** The decorative icon of each software card, by its catalogue key. */
const SOFTWARE_ICONS: Readonly<Record<string, () => ReactElement>> = {
  webCenter: LaptopIcon,
  oilAndCapital: OfficeIcon,
  selfServiceCheckout: CardIcon,
  gsAutomationSystem: PumpIcon,
  invoicesSite: ContractIcon,
  cardPayApp: PhoneIcon,
  personalAccWebApp: LaptopIcon,
};

function SoftwareCards({
  group,
  cards,
}: {
  group: string;
  cards: ReadonlyArray<{ key: string; href: string }>;
}) {
  const t = useT();
  return (
    <ul className={landing.cardRows}>
      {cards.map((card) => {
        const Icon = SOFTWARE_ICONS[card.key];
        return (
          <li key={card.key}>
            <ServiceCard
              title={t(`${base}.${group}.cards.${card.key}.title`)}
              description={t(`${base}.${group}.cards.${card.key}.text`)}
              href={card.href}
              icon={Icon ? <Icon /> : undefined}
              linkComponent={Link}
              className={styles.fill}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /equipment: the introduction, software for partners (the plate beside its heading and
 * introduction from 1024 px, five cards) and for clients (three cards; on tablets the client
 * app's picture beside the third).
 */
export function EquipmentLanding() {
  const t = useT();
  return (
    <LandingPage section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <ContentSection
        id="equipment-partners"
        title={t(`${base}.partnersSoftware.title`)}
        className={landing.pictured}
      >
        <p>{t(`${base}.partnersSoftware.text`)}</p>
        <img
          src={EQUIPMENT_PLATE_IMAGE}
          alt={t(`${base}.partnersSoftware.plateAlt`)}
          width={360}
          height={240}
          loading="lazy"
          className={landing.sidePicture}
        />
        <SoftwareCards group="partnersSoftware" cards={PARTNER_SOFTWARE} />
      </ContentSection>
      <ContentSection
        id="equipment-clients"
        title={t(`${base}.clientsSoftware.title`)}
        className={landing.clientsPictured}
      >
        <p>{t(`${base}.clientsSoftware.text`)}</p>
        <SoftwareCards group="clientsSoftware" cards={CLIENT_SOFTWARE} />
        {/* Decorative: fills the cell beside the third card on tablets (the cards say it all). */}
        <img
          src={PRODUCT_IMAGES.internetClientApp}
          alt=""
          width={360}
          height={240}
          loading="lazy"
          className={`${landing.sidePicture} ${landing.clientsPicture}`}
        />
      </ContentSection>
    </LandingPage>
  );
}
