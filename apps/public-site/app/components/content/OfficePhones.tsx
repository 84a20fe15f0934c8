import { PHONE_SUFFIX_KEYS } from '@fuelcard/offices';
import { useT } from '../../i18n/i18n-context';
import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import styles from './content.module.css';

/** The phone lines of the office chosen in the header (Minsk, id 1, until another is chosen), as tel: links. */
export function OfficePhones() {
  const t = useT();
  const { office } = useSelectedOffice();
  return (
    <>
      <p className={styles.officeName}>{office.inCity}</p>
      <ul className={styles.phones}>
        {office.phones.map((phone) => (
          <li key={phone.tel}>
            <a href={`tel:${phone.tel}`}>{phone.display}</a>
            {phone.suffix && (
              <span className={styles.suffix}> ({t(PHONE_SUFFIX_KEYS[phone.suffix])})</span>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.note}>{office.workingHours.map((key) => t(key)).join(' · ')}</p>
    </>
  );
}
