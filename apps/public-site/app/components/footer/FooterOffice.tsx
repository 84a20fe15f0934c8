import { PHONE_SUFFIX_KEYS } from '@fuelcard/offices';
import { useT } from '../../i18n/i18n-context';
import { Link } from 'react-router';
import { keepTogether } from '../../lib/keep-together';
import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import styles from './footer.module.css';

const EMAIL_LABELS = ['footer.email.organisations', 'footer.email.clientInquiries', 'footer.email.technicalSupport'] as const;

/**
 * The selected office: address, three working-hour lines, phones, and a contacts column (three
 * e-mails under their subheading, the Russian subsidiary and the contacts link).
 */
export function FooterOffice() {
  const t = useT();
  const { office } = useSelectedOffice();
  return (
    <section className={styles.office} aria-labelledby="footer-office">
      <h2 id="footer-office" className={styles.heading}>
        {office.name}
      </h2>
      <address className={styles.address}>{office.footerAddress}</address>
      <div className={styles.officeGrid}>
        <div>
          <h3 className={styles.subheading}>{t('footer.workingHours.title')}</h3>
          <ul className={styles.plain}>
            {office.workingHours.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.subheading}>{t('footer.phones')}</h3>
          <ul className={styles.plain}>
            {office.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`}>{phone.display}</a>
                {phone.suffix && <> <span className={styles.suffix}>({t(PHONE_SUFFIX_KEYS[phone.suffix])})</span></>}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.contacts}>
          <div>
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
          </div>
          <div>
            <p className={styles.subsidiary}>{keepTogether(t('footer.russianSubsidiary'))}</p>
            <Link to="/contacts" className={styles.contactsLink}>
              {t('footer.contactsLink')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
