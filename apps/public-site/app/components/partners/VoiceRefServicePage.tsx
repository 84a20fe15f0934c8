import { VOICE_MENU_KEYS, VOICE_RULES } from '../../content/partner-pages';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import { TextList } from '../content/TextList';
import styles from '../content/content.module.css';

const base = 'partners.voiceRefService';

/** /partners/voiceRefService: the phone menu (content-pages spec §4.3). */
export function VoiceRefServicePage() {
  const t = useT();
  return (
    <AreaPage area="partners" section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <ContentSection id="voice-menu" title={t(`${base}.menu.title`)}>
        <TextList base={`${base}.menu`} items={VOICE_MENU_KEYS} />
      </ContentSection>
      <ContentSection id="voice-rules" title={t(`${base}.rules.title`)}>
        <TextList base={`${base}.rules`} items={VOICE_RULES} />
      </ContentSection>
    </AreaPage>
  );
}
