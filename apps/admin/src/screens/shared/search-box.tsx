import { useId } from 'react';
import { Icon } from '../../artwork/icons';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search input with its magnifier (the list filters as one types). */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="search-box">
      <label htmlFor={id} className="search-box__label">
        {label}
      </label>
      <span className="search-box__control">
        <Icon name="search" size={18} />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </div>
  );
}
