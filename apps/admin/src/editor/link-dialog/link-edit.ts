import { $createLinkNode, $isLinkNode, $toggleLink, type LinkNode } from '@lexical/link';
import { $findMatchingParent } from '@lexical/utils';
import {
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  type LexicalEditor,
} from 'lexical';
import { linkAttributes, normaliseLinkUrl } from '../link-url';

/** What the link dialog starts from: the link under the caret, or the selected text. */
export interface LinkContext {
  /** The selection when the dialog opened (focus moves to the dialog; edits go back here). */
  selection: BaseSelection | null;
  /** The address of the link under the caret, or '' without one. */
  url: string;
  /** The link under the caret opens in a new tab. */
  newTab: boolean;
  hasLink: boolean;
  /** Nothing is selected: a new link needs its own text. */
  collapsed: boolean;
  /** The selected text (a suggestion for nothing else; shown for context). */
  selectedText: string;
}

function $linkAtSelection(): LinkNode | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const found = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
  return $isLinkNode(found) ? found : null;
}

export function readLinkContext(editor: LexicalEditor): LinkContext {
  return editor.getEditorState().read(() => {
    const selection = $getSelection();
    const link = $linkAtSelection();
    const range = $isRangeSelection(selection) ? selection : null;
    return {
      selection: selection ? selection.clone() : null,
      url: link?.getURL() ?? '',
      newTab: link?.getTarget() === '_blank',
      hasLink: link !== null,
      collapsed: range ? range.isCollapsed() : true,
      selectedText: range ? range.getTextContent() : '',
    };
  });
}

export interface LinkEdit {
  url: string;
  newTab: boolean;
  /** The text of a new link when nothing was selected (the address itself when empty). */
  text: string;
}

/**
 * Links the selection the dialog opened with (or changes the link under the caret); with nothing
 * selected and no link there, inserts the text as a new link. False when the address is refused.
 */
export function applyLinkEdit(editor: LexicalEditor, context: LinkContext, edit: LinkEdit): boolean {
  const url = normaliseLinkUrl(edit.url);
  if (url === null) return false;
  const attributes = linkAttributes(url, edit.newTab);
  editor.update(() => {
    if (context.selection) $setSelection(context.selection.clone());
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    const link = $linkAtSelection();
    if (selection.isCollapsed() && link) {
      link.setURL(attributes.url).setTarget(attributes.target).setRel(attributes.rel);
      return;
    }
    if (selection.isCollapsed()) {
      const node = $createLinkNode(attributes.url, { target: attributes.target, rel: attributes.rel });
      node.append($createTextNode(edit.text.trim() || url));
      selection.insertNodes([node]);
      node.selectEnd();
      return;
    }
    $toggleLink(attributes);
  });
  editor.focus();
  return true;
}

/** Takes the link off the text under the caret or in the selection. */
export function removeLinkAt(editor: LexicalEditor, context: LinkContext): void {
  editor.update(() => {
    if (context.selection) $setSelection(context.selection.clone());
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    const link = $linkAtSelection();
    if (selection.isCollapsed() && link) {
      for (const child of link.getChildren()) link.insertBefore(child);
      link.remove();
      return;
    }
    $toggleLink(null);
  });
  editor.focus();
}
