import type { ContentArea } from '../../content/content-areas';
import { useT } from '../../i18n/i18n-context';
import { ContentSection } from '../content/ContentSection';
import { ExternalLink } from '../content/ExternalLink';
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

/** The internet client app: description, features and the Android and Apple store links (new tabs). */
export function InternetClientAppPage({
  area,
  path,
  content,
  image,
  stores,
}: InternetClientAppPageProps) {
  const t = useT();
  return (
    <ProductPage area={area} section={base} path={path} content={content} image={image}>
      <ContentSection id="client-app-stores" title={t(`${base}.stores.title`)}>
        <ul className={styles.links}>
          <li>
            <ExternalLink href={stores.android}>{t(`${base}.stores.android`)}</ExternalLink>
          </li>
          <li>
            <ExternalLink href={stores.apple}>{t(`${base}.stores.apple`)}</ExternalLink>
          </li>
        </ul>
      </ContentSection>
    </ProductPage>
  );
}
