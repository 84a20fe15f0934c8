import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import styles from './header.module.css';

/** The chosen office's customer-service line: 'Customer service in {city}' and its phone as a tel link. */
export function PhoneLine({ className }: { className?: string }) {
  const { office } = useSelectedOffice();
  const phone = office.phones[0];
  if (!phone) return null;
  return (
    <p className={className ? `${styles.phoneLine} ${className}` : styles.phoneLine}>
      <span className={styles.phoneLabel}>{office.inCity}</span>
      <a href={`tel:${phone.tel}`} className={styles.phone}>
        {phone.display}
      </a>
    </p>
  );
}
