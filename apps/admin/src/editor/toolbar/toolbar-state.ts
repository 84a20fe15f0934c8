import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty } from '@lexical/selection';
import { $findMatchingParent, $getNearestBlockElementAncestorOrThrow, $getNearestNodeOfType } from '@lexical/utils';
import { $getSelection, $isRangeSelection, $isRootOrShadowRoot, $isTextNode, type ElementFormatType, type RangeSelection } from 'lexical';
import { paletteColour, type PaletteValue } from '../palette';
import type { HeadingLevel, ListKind, TextFormat } from './formatting';

/** What the toolbar shows as pressed for the current selection. */
export interface ToolbarState {
  block: HeadingLevel | ListKind | 'quote' | 'paragraph' | 'other';
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: boolean;
  color: PaletteValue | undefined;
  background: PaletteValue | undefined;
  align: ElementFormatType;
}

export const EMPTY_TOOLBAR_STATE: ToolbarState = {
  block: 'paragraph',
  bold: false,
  italic: false,
  underline: false,
  link: false,
  color: undefined,
  background: undefined,
  align: '',
};

/**
 * A caret has the format it will type with; a range has it when all of its text has it (not only
 * the text at the anchor, as `RangeSelection.hasFormat` would say).
 */
function $selectionHasFormat(selection: RangeSelection, format: TextFormat): boolean {
  if (selection.isCollapsed()) return selection.hasFormat(format);
  const texts = selection.getNodes().filter($isTextNode);
  return texts.length > 0 ? texts.every((text) => text.hasFormat(format)) : selection.hasFormat(format);
}

/** Reads the toolbar state from the editor's selection (inside `editor.read` or a state read). */
export function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_TOOLBAR_STATE;
  const anchor = selection.anchor.getNode();
  const topLevel = $findMatchingParent(anchor, (node) => {
    const parent = node.getParent();
    return parent !== null && $isRootOrShadowRoot(parent);
  });
  let block: ToolbarState['block'] = 'other';
  if ($isListNode(topLevel)) {
    block = ($getNearestNodeOfType(anchor, ListNode) ?? topLevel).getListType() === 'number' ? 'number' : 'bullet';
  } else if ($isHeadingNode(topLevel)) {
    const tag = topLevel.getTag();
    block = tag === 'h2' || tag === 'h3' || tag === 'h4' ? tag : 'other';
  } else if (topLevel?.getType() === 'quote') {
    block = 'quote';
  } else if (topLevel === null || topLevel.getType() === 'paragraph') {
    block = 'paragraph';
  }
  return {
    block,
    bold: $selectionHasFormat(selection, 'bold'),
    italic: $selectionHasFormat(selection, 'italic'),
    underline: $selectionHasFormat(selection, 'underline'),
    link: $findMatchingParent(anchor, $isLinkNode) !== null,
    color: paletteColour($getSelectionStyleValueForProperty(selection, 'color', '')),
    background: paletteColour($getSelectionStyleValueForProperty(selection, 'background-color', '')),
    align: $getNearestBlockElementAncestorOrThrow(anchor).getFormatType(),
  };
}
