import { useT } from '@fuelcard/i18n/react';
import type { LexicalEditor } from 'lexical';
import { applyLink, removeLink } from './formatting';
import { ICONS } from './icons';
import { ToolbarButton } from './toolbar-button';

export interface LinkButtonProps {
  editor: LexicalEditor;
  /** The selection is inside a link: the button then removes it. */
  active: boolean;
  disabled: boolean;
  /** Reports an address that is not an allowed link (null clears the report). */
  onInvalid: (message: string | null) => void;
}

/** Asks for the address (http, https, mailto or tel) and links the selection, or unlinks it. */
export function LinkButton({ editor, active, disabled, onInvalid }: LinkButtonProps) {
  const t = useT();
  const press = () => {
    onInvalid(null);
    if (active) {
      removeLink(editor);
      return;
    }
    const url = window.prompt(t('admin.editor.linkPrompt'), 'https://');
    if (url === null) return;
    if (!applyLink(editor, url)) onInvalid(t('admin.editor.linkInvalid'));
  };
  return (
    <ToolbarButton
      label={active ? t('admin.editor.unlink') : t('admin.editor.link')}
      pressed={active}
      disabled={disabled}
      onPress={press}
    >
      {ICONS.link}
    </ToolbarButton>
  );
}
