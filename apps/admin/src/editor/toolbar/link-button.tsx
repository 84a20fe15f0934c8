import { useT } from '@fuelcard/i18n/react';
import type { LexicalEditor } from 'lexical';
import { OPEN_LINK_DIALOG_COMMAND } from '../link-dialog/link-dialog-plugin';
import { ICONS } from './icons';
import { ToolbarButton } from './toolbar-button';

export interface LinkButtonProps {
  editor: LexicalEditor;
  /** The selection is inside a link: the dialog then edits or removes it. */
  active: boolean;
  disabled: boolean;
}

/** Opens the link dialog (as Ctrl/⌘+K does) to add, change or remove a link. */
export function LinkButton({ editor, active, disabled }: LinkButtonProps) {
  const t = useT();
  return (
    <ToolbarButton
      label={t('admin.editor.link')}
      pressed={active}
      disabled={disabled}
      onPress={() => editor.dispatchCommand(OPEN_LINK_DIALOG_COMMAND, undefined)}
    >
      {ICONS.link}
    </ToolbarButton>
  );
}
