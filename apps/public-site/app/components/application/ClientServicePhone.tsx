import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import styles from './application.module.css';

/**
 * The chosen office's client-service line as a tappable `tel:` link ('Customer service in Minsk',
 * +375 …): on the home page's first screen and beside the application form.
 */
export function ClientServicePhone({
  className,
  officeName = false,
}: {
  className?: string;
  /** Under a «Клиентский сервис» heading: the office's name rather than «Клиентский сервис в …». */
  officeName?: boolean;
}) {
  const { office } = useSelectedOffice();
  const phone = office.phones[0];
  if (!phone) return null;
  return (
    <p className={className ? `${styles.servicePhone} ${className}` : styles.servicePhone}>
      <span className={styles.servicePhoneLabel}>{officeName ? office.name : office.inCity}</span>
      <a href={`tel:${phone.tel}`} className={styles.servicePhoneLink}>
        {phone.display}
      </a>
    </p>
  );
}
