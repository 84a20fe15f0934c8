import type { TextPart } from '@fuelcard/i18n';

/** A text with its matching parts in <mark>. */
export function Highlighted({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
