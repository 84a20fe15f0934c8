import { PHONE_SUFFIX_KEYS } from '@fuelcard/offices';
import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { AREA_LANDINGS, type ContentArea } from '../../content/content-areas';
import { isPlaceholderPath } from '../../content/content-pages';
import type { PanelLink } from '../../content/nav-panels';
import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import { ContentPage } from '../page/ContentPage';
import { PendingTag } from './PendingTag';
import styles from './placeholder.module.css';

/** The application form, preset for a client (issue 25: «Стать клиентом»). */
export const CLIENT_APPLICATION_PATH = '/application?type=client';

/** How many other pages of the area the side card lists before «Все разделы →». */
export const OTHER_PAGES_SHOWN = 6;

/**
 * A placeholder page (content-pages §2.10): its heading in red, with the breadcrumbs, Home and Up
 * of every content page; below it a neutral «Раздел готовится» badge and a calm note (no alert: nothing is wrong) and meanwhile the
 * chosen office's customer service, the application form and the other pages of the area (from
 * the navigation panel of For clients or For partners).
 */
export function PlaceholderPage({
  section,
  path,
  others,
}: {
  section: string;
  path: string;
  others: readonly PanelLink[];
}) {
  const t = useT();
  const { office } = useSelectedOffice();
  const landing = AREA_LANDINGS[path.split('/')[1] as ContentArea];
  const title = t(`${section}.title`);
  const phone = office.phones[0];
  const email = office.emails[1];
  // Ways on are pages that exist: another page still in preparation would be a second dead end.
  const ready = others.filter((link) => !isPlaceholderPath(link.to));
  return (
    <ContentPage
      crumbs={[{ label: t(landing.label), href: landing.path }, { label: title }]}
      title={title}
      titleTone="placeholder"
    >
      <p className={styles.status}>
        <PendingTag />
      </p>
      <p className={styles.note}>{t('placeholder.note')}</p>
      <div className={styles.blocks}>
        <section className={styles.contact} aria-labelledby="placeholder-contact">
          <h2 id="placeholder-contact" className={styles.blockTitle}>
            {t('placeholder.contactTitle')}
          </h2>
          {/* The office's name, not «Клиентский сервис в …»: the heading says it already. */}
          <p className={styles.office}>{office.name}</p>
          {phone && (
            <p className={styles.phone}>
              <a href={`tel:${phone.tel}`}>{phone.display}</a>
              {phone.suffix && (
                <>
                  {' '}
                  <span className={styles.muted}>({t(PHONE_SUFFIX_KEYS[phone.suffix])})</span>
                </>
              )}
            </p>
          )}
          {email && (
            <p>
              <span className={styles.muted}>{t('placeholder.emailLabel')}: </span>
              <a href={`mailto:${email}`} className={styles.email}>
                {email}
              </a>
            </p>
          )}
          <ul className={styles.hours}>
            {office.workingHours.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <p className={styles.apply}>
            <ButtonLink
              href={CLIENT_APPLICATION_PATH}
              linkComponent={Link}
              size="md"
              fullWidthOnPhone
            >
              {t('placeholder.applicationLink')}
            </ButtonLink>
          </p>
          <Link to="/contacts" className={styles.more}>
            {t('placeholder.allContacts')}
          </Link>
        </section>
        {ready.length > 0 && (
          <nav className={styles.others} aria-labelledby="placeholder-others">
            <h2 id="placeholder-others" className={styles.blockTitle}>
              {t('placeholder.otherTitle')}
            </h2>
            <ul className={styles.links}>
              {ready.slice(0, OTHER_PAGES_SHOWN).map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
            <Link to={landing.path} className={styles.more}>
              {t('placeholder.allPages')}
              <span aria-hidden="true"> →</span>
            </Link>
          </nav>
        )}
      </div>
    </ContentPage>
  );
}
