import { TextArea } from '@fuelcard/ui';
import { useLayoutEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';

export interface SqlQueryFieldProps {
  ref: Ref<HTMLTextAreaElement>;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

/** Style properties of the field that decide where its lines wrap, copied onto the mirror. */
const WRAPPING = ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'letterSpacing', 'wordSpacing', 'lineHeight', 'tabSize', 'textTransform'] as const;

/**
 * The spec's textarea, dressed as code: monospace and, wider than a phone, a gutter of line
 * numbers beside it. The gutter is drawn over the field's left padding, follows its scrolling and
 * its height, and is hidden from assistive technology. A phone keeps no gutter.
 *
 * The text soft-wraps at every width (review s47c, finding 4: a long statement ran out of sight at
 * 1440 and 768), and a number still stands for a line of the statement: a hidden mirror, as wide as
 * the field's text and set in its face, holds each line of the statement in a block of its own;
 * each number is as tall as its line's block, so a line wrapped onto three rows keeps one number
 * and the next number starts level with the next line.
 */
export function SqlQueryField({ ref, label, hint, value, onChange, onKeyDown }: SqlQueryFieldProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const frame = useRef<HTMLDivElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const mirror = useRef<HTMLDivElement>(null);
  const lines = value.split('\n');

  useLayoutEffect(() => {
    const field = frame.current?.querySelector('textarea');
    const numbers = gutter.current;
    const copy = mirror.current;
    if (phone || !field || !numbers || !copy) return;
    const place = () => {
      const at = field.getBoundingClientRect();
      const origin = frame.current!.getBoundingClientRect();
      const style = getComputedStyle(field);
      numbers.style.top = `${at.top - origin.top + field.clientTop}px`;
      numbers.style.left = `${at.left - origin.left + field.clientLeft}px`;
      numbers.style.height = `${field.clientHeight}px`;
      for (const property of WRAPPING) copy.style[property] = style[property];
      copy.style.width = `${field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)}px`;
      const rows = numbers.firstElementChild as HTMLElement | null;
      const blocks = copy.children;
      rows?.querySelectorAll('span').forEach((number, index) => {
        const block = blocks[index] as HTMLElement | undefined;
        number.style.height = block ? `${block.getBoundingClientRect().height}px` : '';
      });
      rows?.style.setProperty('transform', `translateY(${-field.scrollTop}px)`);
    };
    place();
    field.addEventListener('scroll', place, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    resize?.observe(field);
    return () => {
      field.removeEventListener('scroll', place);
      resize?.disconnect();
    };
  }, [phone, value, hint]);

  return (
    <div ref={frame} className="sql-query" data-gutter={phone ? undefined : 'true'}>
      <TextArea
        ref={ref}
        label={label}
        name="sql"
        monospace
        rows={7}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        hint={hint}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {!phone && (
        <>
          <div ref={gutter} className="sql-query__gutter" aria-hidden="true" data-testid="sql-gutter">
            <div>
              {lines.map((_, index) => (
                <span key={index}>{index + 1}</span>
              ))}
            </div>
          </div>
          <div ref={mirror} className="sql-query__mirror" aria-hidden="true">
            {lines.map((line, index) => (
              // An empty line is one row high, as in the field.
              <div key={index}>{line || '\u200b'}</div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
