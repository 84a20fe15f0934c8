import { useT } from '@fuelcard/i18n/react';
import type { LexicalEditor } from 'lexical';
import { toggleQuote } from './formatting';
import { ICONS } from './icons';
import { ToolbarButton } from './toolbar-button';

/** Makes the selected blocks a quote (`<blockquote>`), or paragraphs again. */
export function QuoteButton({
  editor,
  active,
  disabled,
  named,
  after,
}: {
  editor: LexicalEditor;
  active: boolean;
  disabled: boolean;
  /** With its name on screen, and what follows a press (the phone's «Ещё» sheet). */
  named?: boolean;
  after?: () => void;
}) {
  const t = useT();
  return (
    <ToolbarButton label={t('admin.editor.quote')} pressed={active} disabled={disabled} named={named}
      onPress={() => {
        toggleQuote(editor, active);
        after?.();
      }}>
      {ICONS.quote}
    </ToolbarButton>
  );
}
