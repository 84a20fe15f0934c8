import { useT } from '@fuelcard/i18n/react';
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
