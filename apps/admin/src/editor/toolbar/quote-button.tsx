import { useT } from '@fuelcard/i18n/react';
import type { LexicalEditor } from 'lexical';
import { toggleQuote } from './formatting';
import { ICONS } from './icons';
import { ToolbarButton } from './toolbar-button';

/** Makes the selected blocks a quote (`<blockquote>`), or paragraphs again. */
export function QuoteButton({ editor, active, disabled }: { editor: LexicalEditor; active: boolean; disabled: boolean }) {
  const t = useT();
  return (
    <ToolbarButton label={t('admin.editor.quote')} pressed={active} disabled={disabled} onPress={() => toggleQuote(editor, active)}>
      {ICONS.quote}
    </ToolbarButton>
  );
}
