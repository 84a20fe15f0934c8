import { useT } from '../../i18n/i18n-context';
import { Button, Toggle } from '@fuelcard/ui';
import { useState } from 'react';
import type { ConsentChoices, OptionalCategory } from '../../lib/consent-record';
import styles from './consent.module.css';

const OPTIONAL: readonly OptionalCategory[] = ['functional', 'analytics', 'marketing'];

/** A toggle per category (technical always on and locked) and the buttons to save or go back. */
export function ConsentSettings({
  initial,
  onSave,
  onClose,
}: {
  initial: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [choices, setChoices] = useState<ConsentChoices>({
    functional: initial.functional,
    analytics: initial.analytics,
    marketing: initial.marketing,
  });
  return (
    <div className={styles.settings}>
      <ul className={styles.categories}>
        <li>
          <Toggle
            label={t('cookies.categories.technical.title')}
            hint={`${t('cookies.settings.alwaysOn')}. ${t('cookies.categories.technical.description')}`}
            checked
            disabled
          />
        </li>
        {OPTIONAL.map((category) => (
          <li key={category}>
            <Toggle
              label={t(`cookies.categories.${category}.title`)}
              hint={t(`cookies.categories.${category}.description`)}
              checked={choices[category]}
              onCheckedChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
            />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={() => onSave(choices)}>{t('cookies.settings.acceptSelected')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('cookies.settings.close')}
        </Button>
      </div>
    </div>
  );
}
