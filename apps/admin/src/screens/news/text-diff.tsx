import type { TextDiffPart } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';

/**
 * A word diff as text: insertions in <ins>, deletions in <del>, each also announced in words
 * («добавлено», «удалено») and marked by more than colour (underline, strike-through).
 */
export function TextDiff({ parts }: { parts: readonly TextDiffPart[] }) {
  const t = useT();
  return (
    <p className="text-diff">
      {parts.map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        const Tag = part.kind === 'added' ? 'ins' : 'del';
        return (
          <Tag key={index} className={`text-diff__${part.kind}`}>
            <span className="visually-hidden">[{t(`admin.workflow.history.${part.kind}`)}: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </Tag>
        );
      })}
    </p>
  );
}

/** Whether a diff changes anything. */
export function diffChanges(parts: readonly TextDiffPart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}
