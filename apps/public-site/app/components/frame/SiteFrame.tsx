import { useT } from '../../i18n/i18n-context';
import type { ReactNode } from 'react';
import { useScrollToTop } from '../../hooks/use-scroll-to-top';
import { useStoredLanguage } from '../../hooks/use-language-switch';
import { useRootData } from '../../lib/root-data';
import { ConsentProvider } from '../consent/ConsentProvider';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { SelectedOfficeProvider } from '../office/SelectedOfficeProvider';
import styles from './site-frame.module.css';

/** The frame of every public page: header, navigation, search, the page, footer and cookie dialog. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const root = useRootData();
  useScrollToTop();
  useStoredLanguage(root.lang);
  return (
    <SelectedOfficeProvider offices={root.offices}>
      <ConsentProvider earlyNotice={root.hydrate !== false}>
        {/* The skip link opens the banner landmark, so that no content stands outside a landmark
            however a checker tells skip links apart (axe's «region» once flagged it on a loaded
            machine). */}
        <Header
          root={root}
          skipLink={
            <a href="#main" className={styles.skipLink}>
              {t('common.skipToContent')}
            </a>
          }
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer year={root.year} operator={root.operator} />
      </ConsentProvider>
    </SelectedOfficeProvider>
  );
}
