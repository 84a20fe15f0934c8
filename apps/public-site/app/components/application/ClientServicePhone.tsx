import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import styles from './application.module.css';

/**
 * The chosen office's client-service line as a tappable `tel:` link ('Customer service in Minsk',
 * +375 …): on the home page's first screen and beside the application form.
 */
export function ClientServicePhone({ className }: { className?: string }) {
  const { office } = useSelectedOffice();
  const phone = office.phones[0];
  if (!phone) return null;
  return (
    <p className={className ? `${styles.servicePhone} ${className}` : styles.servicePhone}>
      <span className={styles.servicePhoneLabel}>{office.inCity}</span>
      <a href={`tel:${phone.tel}`} className={styles.servicePhoneLink}>
        {phone.display}
      </a>
    </p>
  );
}
