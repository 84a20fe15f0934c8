import { PUBLIC_LANGUAGES, type PublicLanguage } from '@fuelcard/i18n';
import { useT } from '../../i18n/i18n-context';
import { useLanguageSwitch } from '../../hooks/use-language-switch';
import styles from './header.module.css';

/**
 * RU and EN. Each is a `?lang=` link, so it works before hydration too; once hydrated, a click
 * stores the choice and reloads the page data without leaving the page.
 */
export function LanguageSwitcher({ lang }: { lang: PublicLanguage }) {
  const t = useT();
  const switchTo = useLanguageSwitch();
  return (
    <div role="group" aria-label={t('header.language.label')} className={styles.languages}>
      {PUBLIC_LANGUAGES.map((code) => (
        <a
          key={code}
          href={`?lang=${code}`}
          hrefLang={code}
          lang={code}
          title={t(`header.language.${code}Name`)}
          aria-current={code === lang ? 'true' : undefined}
          className={styles.language}
          onClick={(event) => {
            event.preventDefault();
            if (code !== lang) switchTo(code);
          }}
        >
          {t(`header.language.${code}`)}
        </a>
      ))}
    </div>
  );
}
