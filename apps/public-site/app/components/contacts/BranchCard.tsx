import { useT } from '../../i18n/i18n-context';
import { PHONE_SUFFIX_KEYS } from '@fuelcard/offices';
import type { OfficeView } from '../../lib/office-view';
import styles from './contacts.module.css';

/** A branch: name, address, phones, e-mail, opening hours and the button that centres the map on it. */
export function BranchCard({ branch, onLocate }: { branch: OfficeView; onLocate: (coordinates: unknown) => void }) {
  const t = useT();
  const email = branch.emails[0];
  return (
    <article className={styles.branch}>
      <h3 className={styles.branchName}>{branch.name}</h3>
      <dl className={styles.details}>
        <dt>{t('contacts.address')}</dt>
        <dd>{branch.address}</dd>
        <dt>{t('contacts.phones')}</dt>
        <dd>
          <ul className={styles.plain}>
            {branch.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`}>{phone.display}</a>
                {phone.suffix && <span className={styles.suffix}> ({t(PHONE_SUFFIX_KEYS[phone.suffix])})</span>}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('contacts.email')}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt>{t('contacts.workingHours')}</dt>
        <dd>{branch.workingHours.map((key) => t(key)).join('; ')}</dd>
      </dl>
      <button
        type="button"
        className={styles.locate}
        aria-label={`${t('contacts.showOnMap')}: ${branch.name}`}
        onClick={() => onLocate(branch.coordinates)}
      >
        <span aria-hidden="true" className={styles.pin} />
        {t('contacts.showOnMap')}
      </button>
    </article>
  );
}
