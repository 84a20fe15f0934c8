import { PHONE_SUFFIX_KEYS } from '@fuelcard/offices';
import { useT } from '../../i18n/i18n-context';
import { Link } from 'react-router';
import { keepTogether } from '../../lib/keep-together';
import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import styles from './footer.module.css';

const EMAIL_LABELS = ['footer.email.organisations', 'footer.email.clientInquiries', 'footer.email.technicalSupport'] as const;

type Phone = ReturnType<typeof useSelectedOffice>['office']['phones'][number];

/** A phone as a tel link, with its «тел./факс» or «факс» suffix. */
function PhoneLine({ phone }: { phone: Phone }) {
  const t = useT();
  return (
    <li>
      <a href={`tel:${phone.tel}`}>{phone.display}</a>
      {phone.suffix && <> <span className={styles.suffix}>({t(PHONE_SUFFIX_KEYS[phone.suffix])})</span></>}
    </li>
  );
}

/**
 * The selected office: its name with the contacts link beside it, the address and phones, the three
 * working-hour lines, the three e-mails under their subheadings and the Russian subsidiary.
 *
 * On phones (below 600 px) the name, the contacts link, the address and the first phone stay in view; the
 * other phones, the hours, the e-mails and the subsidiary sit in a closed disclosure («Режим
 * работы, телефоны и e-mail»), so the footer stays short. From 600 px the disclosure dissolves
 * (`display: contents`) and its parts are columns of the office grid, always shown.
 */
export function FooterOffice() {
  const t = useT();
  const { office } = useSelectedOffice();
  const [firstPhone, ...otherPhones] = office.phones;
  return (
    <section className={styles.office} aria-labelledby="footer-office">
      <div className={styles.officeHead}>
        <h2 id="footer-office" className={styles.heading}>
          {office.name}
        </h2>
        <Link to="/contacts" className={styles.contactsLink}>
          {t('footer.contactsLink')}
        </Link>
      </div>
      <address className={styles.address}>{office.footerAddress}</address>
      <div className={styles.officeGrid}>
        <div className={styles.phones}>
          <h3 className={styles.subheading}>{t('footer.phones')}</h3>
          <ul className={styles.plain}>{firstPhone && <PhoneLine phone={firstPhone} />}</ul>
        </div>
        <details className={styles.more}>
          <summary className={styles.moreSummary}>{t('footer.more')}</summary>
          {otherPhones.length > 0 && (
            <ul className={`${styles.plain} ${styles.otherPhones}`}>
              {otherPhones.map((phone) => (
                <PhoneLine key={phone.tel} phone={phone} />
              ))}
            </ul>
          )}
          <div className={styles.hours}>
            <h3 className={styles.subheading}>{t('footer.workingHours.title')}</h3>
            <ul className={styles.plain}>
              {office.workingHours.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
          <div className={styles.contacts}>
            <h3 className={styles.subheading}>{t('footer.email.title')}</h3>
            <dl className={styles.emails}>
              {office.emails.map((email, index) => (
                <div key={email}>
                  <dt>{t(EMAIL_LABELS[index] ?? 'footer.email.organisations')}</dt>
                  <dd>
                    <a href={`mailto:${email}`}>{email}</a>
                  </dd>
                </div>
              ))}
            </dl>
            <p className={styles.subsidiary}>{keepTogether(t('footer.russianSubsidiary'))}</p>
          </div>
        </details>
      </div>
    </section>
  );
}
