import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { ClientServicePhone } from './ClientServicePhone';
import styles from './application.module.css';

/**
 * The home page's first-screen call to action: «Стать клиентом» (the application form, type
 * client) and the client-service phone as a `tel:` link, both visible on phones without the menu.
 */
export function BecomeClient() {
  const t = useT();
  return (
    <div className={styles.heroActions}>
      <ButtonLink href="/application?type=client" linkComponent={Link} size="lg" fullWidthOnPhone>
        {t('application.cta.becomeClient')}
      </ButtonLink>
      <ClientServicePhone />
    </div>
  );
}

/** «Запросить демо» of a product page: the application form, type demo, naming the page. */
export function RequestDemo({ path }: { path: string }) {
  const t = useT();
  return (
    <p className={styles.demo}>
      <ButtonLink
        href={`/application?type=demo&product=${encodeURIComponent(path)}`}
        linkComponent={Link}
        size="lg"
        fullWidthOnPhone
      >
        {t('application.cta.requestDemo')}
      </ButtonLink>
    </p>
  );
}
