import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { COMMAND_PRIORITY_EDITOR, COMMAND_PRIORITY_NORMAL, createCommand, KEY_DOWN_COMMAND, type LexicalCommand } from 'lexical';
import { useEffect, useState } from 'react';
import { LinkDialog } from './link-dialog';
import { readLinkContext, type LinkContext } from './link-edit';

/** Opens the link dialog on the current selection (the toolbar's «Ссылка» dispatches it). */
export const OPEN_LINK_DIALOG_COMMAND: LexicalCommand<void> = createCommand('OPEN_LINK_DIALOG_COMMAND');

/** Ctrl+K (⌘+K on a Mac), without Shift or Alt. */
export function isLinkShortcut(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  const k = event.code === 'KeyK' || event.key.toLowerCase() === 'k' || event.key.toLowerCase() === 'л';
  return k && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
}

/**
 * The link dialog of the editor: Ctrl/⌘+K in the text or the toolbar's link button opens it on
 * the selection; when it closes, the caret is back in the text.
 */
export function LinkDialogPlugin() {
  const [editor] = useLexicalComposerContext();
  const [context, setContext] = useState<LinkContext | null>(null);

  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          OPEN_LINK_DIALOG_COMMAND,
          () => {
            if (!editor.isEditable()) return false;
            setContext(readLinkContext(editor));
            return true;
          },
          COMMAND_PRIORITY_EDITOR,
        ),
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            if (!isLinkShortcut(event)) return false;
            event.preventDefault();
            return editor.dispatchCommand(OPEN_LINK_DIALOG_COMMAND, undefined);
          },
          COMMAND_PRIORITY_NORMAL,
        ),
      ),
    [editor],
  );

  if (!context) return null;
  return (
    <LinkDialog
      editor={editor}
      context={context}
      onClose={(refocus = true) => {
        setContext(null);
        // After the dialog gave focus back to its opener: the text is where writing goes on
        // (not after a press elsewhere closed the panel: the focus is where that press put it).
        if (!refocus) return;
        editor.getRootElement()?.focus({ preventScroll: true });
        window.requestAnimationFrame(() => editor.focus());
      }}
    />
  );
}
