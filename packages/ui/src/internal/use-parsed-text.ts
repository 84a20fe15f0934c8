import { useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import type { ParsedText } from '../components/date-field/date-text';

/**
 * The text of a field whose value is kept in another form (a date field shows «06.12.2026» for
 * `2026-12-06`). Every keystroke that makes a whole value passes it on at once (so a form saved
 * without leaving the field has it); a blur writes a whole value in the field's own form, and a
 * text that is no value is said as the field's error from then until it is one. Such a text is
 * passed on as typed, trimmed, so that a save is refused for it rather than silently keeping the
 * value before it. A new value from outside replaces the text.
 */
export function useParsedText({
  value,
  onValueChange,
  parse,
  format,
  onBlur,
}: {
  value: string;
  onValueChange: (value: string) => void;
  parse: (text: string) => ParsedText;
  format: (value: string) => string;
  onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
}) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  const [touched, setTouched] = useState(false);
  if (value !== seen) {
    // A value the field did not send (a reset, a draft restored, a calendar pick): show it.
    setSeen(value);
    if (value !== sent) {
      setText(format(value));
      setSent(value);
      setTouched(false);
    }
  }
  const parsed = parse(text);
  const send = (next: string) => {
    setSent(next);
    if (next !== value) onValueChange(next);
  };
  return {
    text,
    invalid: touched && parsed.kind === 'invalid',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.target.value;
      setText(next);
      const result = parse(next);
      if (result.kind !== 'invalid') setTouched(false);
      send(result.kind === 'valid' ? result.value : result.kind === 'empty' ? '' : next.trim());
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (parsed.kind === 'valid') setText(format(parsed.value));
      else if (parsed.kind === 'empty') setText('');
      else setTouched(true);
      onBlur?.(event);
    },
    /** Sets a whole value from a control of the field (the calendar). */
    pick: (next: string) => {
      setText(format(next));
      setTouched(false);
      send(next);
    },
  };
}
