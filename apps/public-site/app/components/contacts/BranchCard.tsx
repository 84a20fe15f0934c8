import { useT } from '../../i18n/i18n-context';
import { PHONE_SUFFIX_KEYS } from '@fuelcard/offices';
import type { OfficeView } from '../../lib/office-view';
import styles from './contacts.module.css';

interface BranchCardProps {
  branch: OfficeView;
  /** Whether the map shows this branch now. */
  selected: boolean;
  onLocate: (branch: OfficeView) => void;
}

/** A branch: name, address, phones, e-mail, opening hours and the button that shows it on the map. */
export function BranchCard({ branch, selected, onLocate }: BranchCardProps) {
  const t = useT();
  const email = branch.emails[0];
  return (
    <article className={styles.branch} data-selected={selected || undefined}>
      <h3 className={styles.branchName}>{branch.name}</h3>
      <dl className={styles.details}>
        <div>
          <dt>{t('contacts.address')}</dt>
          <dd className={styles.words}>{branch.address}</dd>
        </div>
        <div>
          <dt>{t('contacts.phones')}</dt>
          <dd>
            <ul className={styles.plain}>
              {branch.phones.map((phone) => (
                <li key={phone.tel}>
                  <a href={`tel:${phone.tel}`} className={styles.nowrap}>
                    {phone.display}
                  </a>
                  {phone.suffix && <> <span className={styles.suffix}>({t(PHONE_SUFFIX_KEYS[phone.suffix])})</span></>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('contacts.email')}</dt>
          <dd>
            <a href={`mailto:${email}`} className={styles.email}>
              {/* On the narrowest screens an address may wrap before its @, never inside a word. */}
              {email.split('@')[0]}
              <wbr />@{email.split('@')[1]}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('contacts.workingHours')}</dt>
          <dd className={styles.words}>
            {branch.workingHours.map((key) => (
              <span key={key} className={styles.hours}>
                {t(key)}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className={styles.locate}
        aria-label={`${t('contacts.showOnMap')}: ${branch.name}`}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onLocate(branch)}
      >
        <span aria-hidden="true" className={styles.pin} />
        {t('contacts.showOnMap')}
      </button>
    </article>
  );
}
