import { useT } from '../../i18n/i18n-context';
import { ButtonLink, ServiceCard } from '@fuelcard/ui';
import { Link } from 'react-router';
import {
  ABOUT_PARTICIPANTS,
  ABOUT_PURPOSE_CARDS,
  ABOUT_PURPOSE_ITEMS,
  ABOUT_SYSTEM_CARDS,
} from '../../content/about';
import type { OperatorView } from '../../lib/operator-view';
import { OperatorDetails } from '../legal/OperatorDetails';
import { ContentPage } from '../page/ContentPage';
import { PartnerCarousel } from '../shared/PartnerCarousel';
import { CardIcon, OfficeIcon, PumpIcon } from '../shared/icons';
import { SystemSteps } from './SystemSteps';
import styles from './about.module.css';

/**
 * About: the company, the payment system and how it works, its purpose and what the card pays
 * for, its participants, the partner logos and the operator's legal details. Each is a section
 * under its own H2; every card on the page has the same hairline frame.
 */
export function AboutPage({
  personalAccount,
  operator,
}: {
  personalAccount: string;
  operator?: OperatorView;
}) {
  const t = useT();
  const systemLinks = { fuelCards: '/clients', personalAccount, software: '/equipment' } as const;
  const systemIcons = {
    fuelCards: <CardIcon />,
    personalAccount: <OfficeIcon />,
    software: <PumpIcon />,
  } as const;
  return (
    <>
      <ContentPage crumbs={[{ label: t('about.title') }]} title={t('about.intro.heading')}>
        <div className={styles.intro}>
          <p>{t('about.intro.paragraph1')}</p>
          <p>{t('about.intro.paragraph2')}</p>
        </div>

        <section className={styles.section} aria-labelledby="about-system">
          <h2 id="about-system">{t('about.system.heading')}</h2>
          <div className={styles.cards}>
            {ABOUT_SYSTEM_CARDS.map((key) => (
              <ServiceCard
                key={key}
                title={t(`about.system.cards.${key}.title`)}
                description={t(`about.system.cards.${key}.text`)}
                href={systemLinks[key]}
                icon={systemIcons[key]}
                className={styles.card}
                linkComponent={Link}
                newTabLabel={t('common.opensInNewTab')}
              />
            ))}
          </div>
        </section>

        <SystemSteps />

        <section className={styles.section} aria-labelledby="about-purpose">
          <h2 id="about-purpose">{t('about.purpose.heading')}</h2>
          <div className={styles.cards}>
            {ABOUT_PURPOSE_CARDS.map((key) => (
              <ServiceCard
                key={key}
                title={t(`about.purpose.cards.${key}.title`)}
                description={t(`about.purpose.cards.${key}.text`)}
                className={styles.card}
              />
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="about-payable">
          <h2 id="about-payable">{t('about.purpose.listTitle')}</h2>
          <div className={styles.split}>
            <ul className={styles.columns}>
              {ABOUT_PURPOSE_ITEMS.map((key) => (
                <li key={key}>{t(`about.purpose.items.${key}`)}</li>
              ))}
            </ul>
            <img
              src="/images/dispenser.svg"
              alt={t('about.purpose.dispenserImageAlt')}
              width={240}
              height={320}
              loading="lazy"
              className={styles.dispenser}
            />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="about-participants">
          <h2 id="about-participants">{t('about.clientsAndPartners.heading')}</h2>
          <p>{t('about.clientsAndPartners.intro')}</p>
          <ul className={styles.participants}>
            {ABOUT_PARTICIPANTS.map((key) => (
              <li key={key}>{t(`about.clientsAndPartners.items.${key}`)}</li>
            ))}
          </ul>
          <div className={styles.buttons}>
            <ButtonLink href="/clients" linkComponent={Link}>
              {t('about.clientsAndPartners.forClients')}
            </ButtonLink>
            <ButtonLink href="/partners" linkComponent={Link} variant="secondary">
              {t('about.clientsAndPartners.forPartners')}
            </ButtonLink>
          </div>
        </section>
        <PartnerCarousel inPage />
        {operator && <OperatorDetails operator={operator} className={styles.operator} />}
      </ContentPage>
    </>
  );
}
