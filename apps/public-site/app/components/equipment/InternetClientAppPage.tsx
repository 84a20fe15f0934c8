import { StoreBadge } from '@fuelcard/ui';
import type { ContentArea } from '../../content/content-areas';
import { STORE_BADGE_ARTWORK } from '../../content/equipment';
import { useT } from '../../i18n/i18n-context';
import styles from '../content/content.module.css';
import { ProductPage, type ProductTexts } from './ProductPage';

const base = 'equipment.internetClientApp';

interface InternetClientAppPageProps {
  area: ContentArea;
  /** The page's own path (it is served at two), named by its «Запросить демо» link. */
  path: string;
  content: ProductTexts;
  image: string | undefined;
  stores: { android: string; apple: string };
}

/**
 * The internet client app: description with the App Store and Google Play badges (new tabs) as its
 * first action, the features, and the closing «Запросить демо» band.
 */
export function InternetClientAppPage({
  area,
  path,
  content,
  image,
  stores,
}: InternetClientAppPageProps) {
  const t = useT();
  const badges = (
    <ul className={styles.badges} aria-label={t(`${base}.stores.title`)}>
      {(['apple', 'android'] as const).map((store) => (
        <li key={store}>
          <StoreBadge
            store={store}
            href={stores[store]}
            caption={t(`${base}.stores.${store}Caption`)}
            name={t(`${base}.stores.${store}`)}
            newTabLabel={t('common.opensInNewTab')}
            artwork={STORE_BADGE_ARTWORK[store]}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <ProductPage
      area={area}
      section={base}
      path={path}
      content={content}
      image={image}
      primaryAction={badges}
    />
  );
}
