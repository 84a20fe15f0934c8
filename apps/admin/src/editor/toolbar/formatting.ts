import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, type HeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { $patchStyleText, $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestBlockElementAncestorOrThrow } from '@lexical/utils';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $isTextNode,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  type ElementFormatType,
  type LexicalEditor,
} from 'lexical';
import { linkAttributes, normaliseLinkUrl } from '../link-url';
import type { ColourProperty, PaletteValue } from '../palette';

/**
 * The formatting operations of the toolbar, free of React and of toolbar state: each takes the
 * editor (or runs inside an update) and changes the selection. The toolbar decides which to call.
 */

export type HeadingLevel = Extract<HeadingTagType, 'h2' | 'h3' | 'h4'>;
export type TextFormat = 'bold' | 'italic' | 'underline';
export type ListKind = 'bullet' | 'number';
export type Alignment = Extract<ElementFormatType, 'left' | 'center' | 'right' | 'justify'>;

/** The selected blocks become the heading, or paragraphs again when they already are it. */
export function toggleHeading(editor: LexicalEditor, level: HeadingLevel, active: boolean): void {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    $setBlocksType(selection, () => (active ? $createParagraphNode() : $createHeadingNode(level)));
  });
}

/** The selected blocks become a quote, or paragraphs again when they already are one. */
export function toggleQuote(editor: LexicalEditor, active: boolean): void {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    $setBlocksType(selection, () => (active ? $createParagraphNode() : $createQuoteNode()));
  });
}

export function toggleTextFormat(editor: LexicalEditor, format: TextFormat): void {
  editor.dispatchCommand(FORMAT_TEXT_COMMAND, format);
}

export function toggleList(editor: LexicalEditor, kind: ListKind, active: boolean): void {
  if (active) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
  else editor.dispatchCommand(kind === 'number' ? INSERT_ORDERED_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined);
}

export function setAlignment(editor: LexicalEditor, alignment: Alignment): void {
  editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, alignment);
}

/** Colours the selected text, or takes the colour off when `value` is null. */
export function applyColour(editor: LexicalEditor, property: ColourProperty, value: PaletteValue | null): void {
  editor.update(() => {
    const selection = $getSelection();
    if ($isRangeSelection(selection)) $patchStyleText(selection, { [property]: value });
  });
}

/**
 * Makes the selection a link to `url`; `newTab` opens an outside web address in a new tab (site
 * pages, mailto: and tel: always open in place). Returns false, changing nothing, when the
 * address is not an allowed link.
 */
export function applyLink(editor: LexicalEditor, url: string, newTab = false): boolean {
  const href = normaliseLinkUrl(url);
  if (href === null) return false;
  editor.dispatchCommand(TOGGLE_LINK_COMMAND, linkAttributes(href, newTab));
  return true;
}

export function removeLink(editor: LexicalEditor): void {
  editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
}

/**
 * Clears the selection's formatting: bold/italic/underline and colours of its text, alignment of
 * its blocks, and headings become paragraphs. Lists and links stay (they are structure). With a
 * collapsed selection the next typed text starts unformatted.
 */
export function clearFormatting(editor: LexicalEditor): void {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    if (selection.isCollapsed()) {
      selection.setFormat(0);
      selection.setStyle('');
      return;
    }
    const headings = new Map<string, HeadingNode>();
    for (const node of selection.extract()) {
      if ($isTextNode(node)) {
        node.setFormat(0);
        node.setStyle('');
      }
      const block = $isRootOrShadowRoot(node) ? null : $getNearestBlockElementAncestorOrThrow(node);
      if (block && block.getFormatType() !== '') block.setFormat('');
      const heading = $isHeadingNode(node) ? node : $findMatchingParent(node, $isHeadingNode);
      if ($isHeadingNode(heading)) headings.set(heading.getKey(), heading);
    }
    for (const heading of headings.values()) heading.replace($createParagraphNode(), true);
  });
}
