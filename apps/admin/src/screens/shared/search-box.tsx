import { useT } from '@fuelcard/i18n/react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Icon } from '../../artwork/icons';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The label is read out, not shown (an inline search whose placeholder says what it finds). */
  labelHidden?: boolean;
}

/**
 * A labelled search input with its magnifier (the list filters as one types). With text in it,
 * a «×» at its end empties it and gives the input the focus back (review s45b, finding 25); from
 * the keyboard Escape does the same, so the «×» stays out of the Tab order (the next stop after
 * the search is still the list's own control).
 */
export function SearchBox({ label, placeholder, value, onChange, labelHidden }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || value === '') return;
    event.preventDefault();
    onChange('');
  };
  return (
    <div className="search-box">
      <label
        htmlFor={id}
        className={labelHidden ? 'search-box__label visually-hidden' : 'search-box__label'}
      >
        {label}
      </label>
      <span
        className={
          value ? 'search-box__control search-box__control--filled' : 'search-box__control'
        }
      >
        <Icon name="search" size={18} />
        <input
          ref={input}
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {value !== '' && (
          <button
            type="button"
            className="search-box__clear"
            aria-label={t('admin.list.clearSearch')}
            title={t('admin.list.clearSearch')}
            tabIndex={-1}
            onClick={clear}
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </span>
    </div>
  );
}
