import { useT } from '@fuelcard/i18n/react';
import { Alert, Button } from '@fuelcard/ui';
import { useId } from 'react';
import { Icon } from '../../artwork/icons';

/**
 * «Чтение» runs only what the engine finds read-only; «Изменение данных» lets a statement that
 * changes data through to the dry run and the confirmation. Presentation only: the API's rules
 * (superadmin, readOnly, dry run, audit) are the same in both.
 */
export type SqlMode = 'read' | 'write';

export interface SqlModeSwitchProps {
  mode: SqlMode;
  onChange: (mode: SqlMode) => void;
  disabled?: boolean;
}

/** Two segments, one chosen: native radio buttons (arrows move between them, Space picks). */
export function SqlModeSwitch({ mode, onChange, disabled }: SqlModeSwitchProps) {
  const t = useT();
  const name = useId();
  const options = [
    { value: 'read', icon: 'eye', label: t('admin.sql.mode.read') },
    { value: 'write', icon: 'edit', label: t('admin.sql.mode.write') },
  ] as const;
  return (
    <fieldset className="sql-mode" data-mode={mode} disabled={disabled}>
      <legend className="visually-hidden">{t('admin.sql.mode.label')}</legend>
      {options.map((option) => (
        <label key={option.value} className={`sql-mode__option sql-mode__option--${option.value}`}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={mode === option.value}
            onChange={() => onChange(option.value)}
          />
          <span className="sql-mode__face">
            <Icon name={option.icon} size={16} />
            {option.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Above the query, announced as it changes: in change mode the red strip; after a confirmed write,
 * a quiet line that reading mode is back.
 */
export function SqlModeNote({ mode, backToRead }: { mode: SqlMode; backToRead: boolean }) {
  const t = useT();
  return (
    <div className="sql__mode-note" aria-live="polite">
      {mode === 'write' && (
        <p className="sql__strip">
          <Icon name="warning" size={18} />
          {t('admin.sql.mode.strip')}
        </p>
      )}
      {backToRead && <p className="sql__back-to-read">{t('admin.sql.mode.backToRead')}</p>}
    </div>
  );
}

/** Reading mode's answer to a statement that changes data: nothing ran, and the way to change mode. */
export function SqlReadingRefusal({ onEnable }: { onEnable: () => void }) {
  const t = useT();
  return (
    <Alert variant="info" title={t('admin.sql.mode.blockedTitle')} className="sql__blocked">
      <p>{t('admin.sql.mode.blockedText')}</p>
      <Button variant="secondary" size="sm" onClick={onEnable}>
        {t('admin.sql.mode.enable')}
      </Button>
    </Alert>
  );
}
