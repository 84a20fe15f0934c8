import { InfoCard } from '@fuelcard/ui';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { isPlaceholderPath } from '../../content/content-pages';
import { INFO_CARD_BACKGROUNDS, type InfoCardData } from '../../content/info-cards';
import { INFO_CARD_ICONS } from './content-icons';
import { PendingTag } from './PendingTag';
import styles from './content.module.css';

/**
 * The info cards of a landing page, built from their data set: picture, icon, title and a list of
 * links (a link to a placeholder page muted, with its «Раздел готовится» badge). http(s) links open in a new tab; the others go through
 * the router. The cards of a row are equally tall (design review s35): the white link panel of a
 * shorter list runs on to the row's foot, so a row reads as one band, not a ragged edge.
 */
export function InfoCardGrid({ cards }: { cards: readonly InfoCardData[] }) {
  const t = useT();
  return (
    <ul className={`${styles.grid} ${styles.infoCards}`}>
      {cards.map((card) => {
        const Icon = INFO_CARD_ICONS[card.icon];
        return (
          <li key={card.titleKey}>
            <InfoCard
              title={t(card.titleKey)}
              icon={<Icon />}
              backgroundImage={INFO_CARD_BACKGROUNDS[card.bgImageKey]}
              links={card.links.map((link) => ({
                href: link.href,
                label: t(link.labelKey),
                ...(isPlaceholderPath(link.href) ? { tag: <PendingTag /> } : {}),
              }))}
              linkComponent={Link}
              newTabLabel={t('common.opensInNewTab')}
              className={styles.fill}
            />
          </li>
        );
      })}
    </ul>
  );
}
