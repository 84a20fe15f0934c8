import { TextArea } from '@fuelcard/ui';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';

export interface TitleFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  disabled: boolean;
  error: string | undefined;
  /** Marked as the other consoles' forms mark a field the save needs (review s48b, finding 11). */
  required?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  /** The title as typed or pasted, kept to one line (line breaks become spaces). */
  onChange: (value: string) => void;
}

/** A title is one line: a pasted line break becomes a space. */
export function oneLine(value: string): string {
  return value.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ');
}

const growsByItself = () =>
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('field-sizing', 'content');

/**
 * A news title (review s45, finding 9): the whole width, a one-row text area that grows with the
 * headline so that all of it can be read back, but still one line of text — Enter neither breaks
 * the line nor sends the form, and a pasted line break becomes a space.
 */
export function TitleField({ onChange, value, ...rest }: TitleFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // Browsers without `field-sizing: content` grow it here.
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area || growsByItself()) return;
    area.style.height = 'auto';
    if (area.scrollHeight > 0) area.style.height = `${area.scrollHeight + 2}px`;
  }, [value]);
  return (
    <TextArea
      {...rest}
      ref={ref}
      rows={1}
      value={value}
      className="news-form__title"
      spellCheck
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(oneLine(event.target.value))}
    />
  );
}
