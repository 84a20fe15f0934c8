import {
  $isTextNode,
  isHTMLElement,
  TextNode,
  type DOMConversion,
  type DOMConversionMap,
  type DOMConversionOutput,
  type LexicalNode,
} from 'lexical';
import { paletteStyleOf, paletteStyleText, type PaletteStyle } from '../palette';

/** Stops the colour walk: colours of a text come from its inline ancestors and its own block. */
const BLOCK_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'UL', 'OL', 'BODY', 'DIV']);

/** The palette colours a text node inherits, the nearest declaration winning. */
export function inheritedPaletteStyle(text: Node): PaletteStyle {
  const chain: HTMLElement[] = [];
  for (let element = text.parentElement; element; element = element.parentElement) {
    chain.push(element);
    if (BLOCK_TAGS.has(element.nodeName)) break;
  }
  const style: PaletteStyle = {};
  for (const element of chain.reverse()) {
    if (isHTMLElement(element)) Object.assign(style, paletteStyleOf(element.getAttribute('style') ?? ''));
  }
  return style;
}

function withStyle(nodes: DOMConversionOutput['node'], css: string): void {
  const list: LexicalNode[] = nodes === null || nodes === undefined ? [] : Array.isArray(nodes) ? nodes : [nodes];
  for (const node of list) if ($isTextNode(node)) node.setStyle(css);
}

/**
 * Lexical's own HTML import keeps bold, italic and underline but drops colours. This import map
 * (given to the editor as `html.import`) wraps the text conversion so that each text keeps the
 * palette colours of its `style` ancestors; any other colour or declaration is left behind.
 */
export function paletteTextImport(): DOMConversionMap {
  return {
    '#text': (domNode) => {
      // Read when the import runs: Lexical gives TextNode its importDOM once the node is registered.
      const importer = TextNode.importDOM?.()?.['#text']?.(domNode);
      if (!importer) return null;
      const conversion: DOMConversion = {
        priority: 1,
        conversion: (node) => {
          const output = importer.conversion(node);
          const css = paletteStyleText(inheritedPaletteStyle(node));
          if (output && css !== '') withStyle(output.node, css);
          return output;
        },
      };
      return conversion;
    },
  };
}
