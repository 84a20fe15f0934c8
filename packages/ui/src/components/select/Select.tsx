import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cx } from '../../internal/cx';
import { SelectChevron } from '../../internal/SelectChevron';
import { FieldError, FieldHint, fieldStyles, useFieldIds } from '../../internal/FieldShell';
import hidden from '../../internal/visually-hidden.module.css';
import { LinkSelect } from './LinkSelect';
import type { SelectOption, SelectProps } from './select-props';
import styles from './select.module.css';

export type { SelectOption, SelectProps } from './select-props';

function optionText(option: SelectOption): string {
  return (
    option.textValue ?? (typeof option.label === 'string' ? option.label : String(option.value))
  );
}

/**
 * A select-only combobox (WAI-ARIA APG pattern): a focusable box that opens a listbox.
 * Keyboard: ↓ ↑ Home End move, Enter/Space choose, Escape closes, typing jumps to an option,
 * Tab chooses and leaves. A click outside closes it. `data-open` on the box drives the arrow.
 *
 * The combobox needs JavaScript. Where a choice navigates (sorting, filtering) and the page must
 * work before hydration or without scripts, pass `hrefForValue`: the same box then opens a list
 * of links (a native `<details>` disclosure).
 */
export function Select<Value extends string = string>(props: SelectProps<Value>) {
  const { hrefForValue } = props;
  return hrefForValue ? (
    <LinkSelect {...props} hrefForValue={hrefForValue} />
  ) : (
    <ComboboxSelect {...props} />
  );
}

function ComboboxSelect<Value extends string = string>({
  label,
  hint,
  error,
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  placeholder,
  labelHidden,
  disabled,
  name,
  id,
  className,
}: SelectProps<Value>) {
  const ids = useFieldIds(id, { hint, error });
  const labelId = `${ids.id}-label`;
  const listboxId = `${ids.id}-listbox`;
  const optionId = (index: number) => `${ids.id}-option-${index}`;

  const [uncontrolled, setUncontrolled] = useState<Value | null>(defaultValue);
  const value = valueProp === undefined ? uncontrolled : valueProp;
  const selectedIndex = options.findIndex((option) => option.value === value);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const comboboxRef = useRef<HTMLDivElement>(null);
  const typeahead = useRef({ text: '', at: 0 });

  const enabledIndexes = options.flatMap((option, index) => (option.disabled ? [] : [index]));

  const openAt = (index: number) => {
    if (disabled) return;
    setActiveIndex(index);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const choose = (index: number) => {
    const option = options[index];
    if (option && !option.disabled) {
      if (valueProp === undefined) setUncontrolled(option.value);
      if (option.value !== value) onChange?.(option.value);
    }
    close();
  };
  const move = (from: number, step: 1 | -1) => {
    const position = enabledIndexes.indexOf(from);
    if (position === -1)
      return step === 1 ? (enabledIndexes[0] ?? -1) : (enabledIndexes.at(-1) ?? -1);
    return (
      enabledIndexes[Math.min(Math.max(position + step, 0), enabledIndexes.length - 1)] ?? from
    );
  };
  const current = selectedIndex >= 0 ? selectedIndex : (enabledIndexes[0] ?? -1);

  // A pointer press anywhere outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keep the active option visible in a long list.
  useEffect(() => {
    if (open && activeIndex >= 0) {
      document
        .getElementById(`${ids.id}-option-${activeIndex}`)
        ?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [open, activeIndex, ids.id]);

  const findByText = (key: string) => {
    const now = Date.now();
    const text =
      (now - typeahead.current.at > 600 ? '' : typeahead.current.text) + key.toLowerCase();
    typeahead.current = { text, at: now };
    const start = open ? activeIndex : current;
    const ordered = [
      ...enabledIndexes.filter((i) => i > start),
      ...enabledIndexes.filter((i) => i <= start),
    ];
    const matches = (i: number) => optionText(options[i]!).toLowerCase().startsWith(text);
    return (text.length > 1 && start >= 0 && matches(start) ? start : ordered.find(matches)) ?? -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key, altKey } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        openAt(current);
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openAt(key === 'Home' ? (enabledIndexes[0] ?? -1) : (enabledIndexes.at(-1) ?? -1));
      } else if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
        const found = findByText(key);
        if (found >= 0) openAt(found);
      }
      return;
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex(move(activeIndex, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (altKey) choose(activeIndex);
        else setActiveIndex(move(activeIndex, -1));
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(enabledIndexes[0] ?? -1);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(enabledIndexes.at(-1) ?? -1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        choose(activeIndex);
        break;
      default:
        if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
          const found = findByText(key);
          if (found >= 0) setActiveIndex(found);
        }
    }
  };

  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;
  return (
    <div
      ref={rootRef}
      className={cx(
        fieldStyles.field,
        ids.invalid && fieldStyles.invalid,
        styles.select,
        className,
      )}
    >
      <span
        id={labelId}
        className={labelHidden ? hidden.visuallyHidden : fieldStyles.label}
        onClick={() => comboboxRef.current?.focus()}
      >
        {label}
      </span>
      <FieldHint ids={ids} hint={hint} />
      <div className={styles.anchor}>
        <div
          ref={comboboxRef}
          id={ids.id}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={labelId}
          aria-controls={listboxId}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-disabled={disabled || undefined}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          data-open={open || undefined}
          className={cx(fieldStyles.control, styles.combobox)}
          onClick={() => (open ? close() : openAt(current))}
          onKeyDown={onKeyDown}
          onBlur={close}
        >
          <span className={cx(styles.value, !selected && styles.placeholder)}>
            {selected ? selected.label : placeholder}
          </span>
          <SelectChevron />
        </div>
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          tabIndex={-1}
          hidden={!open}
          className={styles.listbox}
          // Keep focus on the combobox while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              aria-disabled={option.disabled || undefined}
              data-active={(open && index === activeIndex) || undefined}
              className={styles.option}
              onClick={() => choose(index)}
              onMouseMove={() => !option.disabled && activeIndex !== index && setActiveIndex(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
      <FieldError ids={ids} error={error} />
      {name && <input type="hidden" name={name} value={value ?? ''} />}
    </div>
  );
}
