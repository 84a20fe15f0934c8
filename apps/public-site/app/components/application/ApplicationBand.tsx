import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { ClientServicePhone } from './ClientServicePhone';
import styles from './application-band.module.css';

/** Which application a band asks for: the form's `?type=` preset and the band's catalogue texts. */
export type ApplicationBandKind = 'client' | 'partner' | 'demo';

const BUTTON_LABEL: Record<ApplicationBandKind, string> = {
  client: 'application.cta.becomeClient',
  partner: 'application.cta.becomePartner',
  demo: 'application.cta.requestDemo',
};

/** The application form's address with the band's preset (a demo names the product's page). */
export function applicationHref(kind: ApplicationBandKind, product?: string): string {
  if (kind === 'demo' && product)
    return `/application?type=demo&product=${encodeURIComponent(product)}`;
  return `/application?type=${kind}`;
}

/**
 * A page's closing call to action (GOV.UK's "what to do next", Stripe's closing band): a heading,
 * one sentence, the application form with the page's preset as the one primary button and the
 * chosen office's client-service phone beside it.
 */
export function ApplicationBand({
  kind,
  product,
}: {
  kind: ApplicationBandKind;
  product?: string;
}) {
  const t = useT();
  const id = `application-band-${kind}`;
  return (
    <div className={styles.frame}>
      <section className={styles.band} aria-labelledby={id}>
        <div className={styles.text}>
          <h2 id={id} className={styles.title}>
            {t(`application.cta.band.${kind}.title`)}
          </h2>
          <p className={styles.lead}>{t(`application.cta.band.${kind}.text`)}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink
            href={applicationHref(kind, product)}
            linkComponent={Link}
            size="lg"
            fullWidthOnPhone
          >
            {t(BUTTON_LABEL[kind])}
          </ButtonLink>
          <ClientServicePhone className={styles.phone} />
        </div>
      </section>
    </div>
  );
}
