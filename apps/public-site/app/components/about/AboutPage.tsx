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
import { ApplicationBand } from '../application/ApplicationBand';
import { OperatorDetails } from '../legal/OperatorDetails';
import { ContentPage } from '../page/ContentPage';
import { PartnerCarousel } from '../shared/PartnerCarousel';
import { CardIcon, DashboardIcon, PumpIcon } from '../shared/icons';
import { SystemSteps } from './SystemSteps';
import styles from './about.module.css';

/**
 * About: the company, the payment system, its purpose, its participants, the partner logos and
 * the operator's legal details.
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
    personalAccount: <DashboardIcon />,
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
                linkComponent={Link}
                newTabLabel={t('common.opensInNewTab')}
              />
            ))}
          </div>
          {/* The steps with the system's two drawings beside them (from 600 px), not as a band of
              their own under the steps (round 10, finding 7). */}
          <SystemSteps>
            <div className={styles.images}>
              <img
                src="/images/card.svg"
                alt={t('about.system.cardImageAlt')}
                width={320}
                height={200}
                loading="lazy"
              />
              <img
                src="/images/station.svg"
                alt={t('about.system.stationImageAlt')}
                width={320}
                height={200}
                loading="lazy"
              />
            </div>
          </SystemSteps>
        </section>

        <section className={styles.section} aria-labelledby="about-purpose">
          <h2 id="about-purpose">{t('about.purpose.heading')}</h2>
          <div className={styles.cards}>
            {ABOUT_PURPOSE_CARDS.map((key) => (
              <ServiceCard
                key={key}
                title={t(`about.purpose.cards.${key}.title`)}
                description={t(`about.purpose.cards.${key}.text`)}
              />
            ))}
          </div>
          {/* A part of the purpose section, headed as its sibling sections are (one H2 style). */}
          <section className={styles.split} aria-labelledby="about-payable">
            <div>
              <h2 id="about-payable">{t('about.purpose.listTitle')}</h2>
              <ul className={styles.columns}>
                {ABOUT_PURPOSE_ITEMS.map((key) => (
                  <li key={key}>{t(`about.purpose.items.${key}`)}</li>
                ))}
              </ul>
            </div>
            <img
              src="/images/dispenser.svg"
              alt={t('about.purpose.dispenserImageAlt')}
              width={240}
              height={320}
              loading="lazy"
              className={styles.dispenser}
            />
          </section>
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
        {/* The page ends as /clients and /partners do: «Стать клиентом» and the phone. */}
        <ApplicationBand kind="client" />
        {operator && <OperatorDetails operator={operator} className={styles.operator} />}
      </ContentPage>
    </>
  );
}
