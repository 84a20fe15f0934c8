import { descriptionImageAttributes } from '@fuelcard/contracts';
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';
import { ImageView } from './image-view';

export interface ImagePayload {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type SerializedImageNode = Spread<ImagePayload, SerializedLexicalNode>;

/** An `<img>` the API keeps (our own upload, alt text, size), or nothing. */
function convertImage(element: HTMLElement): DOMConversionOutput {
  const kept = descriptionImageAttributes({
    src: element.getAttribute('src') ?? undefined,
    alt: element.getAttribute('alt') ?? undefined,
    width: element.getAttribute('width') ?? undefined,
    height: element.getAttribute('height') ?? undefined,
  });
  if (!kept) return { node: null };
  return {
    node: $createImageNode({
      src: kept.src,
      alt: kept.alt,
      width: Number(kept.width),
      height: Number(kept.height),
    }),
  };
}

/**
 * An image of the media library in a news body (issue 26 §6): a block of its own, exported as
 * `<img src alt width height loading="lazy" decoding="async">` — what the API's sanitiser keeps.
 * Selected by a click or the arrow keys; Backspace or Delete removes it; its alt text is edited
 * in a dialog (see ImageView).
 */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;
  __width: number;
  __height: number;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(
      { src: node.__src, alt: node.__alt, width: node.__width, height: node.__height },
      node.__key,
    );
  }

  static override importJSON(json: SerializedLexicalNode): ImageNode {
    const { src, alt, width, height } = json as SerializedImageNode;
    return $createImageNode({ src, alt, width, height });
  }

  static override importDOM(): DOMConversionMap | null {
    return { img: () => ({ conversion: convertImage, priority: 0 }) };
  }

  constructor(payload: ImagePayload, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__alt = payload.alt;
    this.__width = payload.width;
    this.__height = payload.height;
  }

  override exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      type: 'image',
      version: 1,
      src: this.__src,
      alt: this.__alt,
      width: this.__width,
      height: this.__height,
    };
  }

  override exportDOM(): DOMExportOutput {
    const element = document.createElement('img');
    element.setAttribute('src', this.__src);
    element.setAttribute('alt', this.__alt);
    element.setAttribute('width', String(this.__width));
    element.setAttribute('height', String(this.__height));
    element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
    return { element };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement('div');
    element.className = 'rte__image';
    element.contentEditable = 'false';
    return element;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): false {
    return false;
  }

  getAlt(): string {
    return this.getLatest().__alt;
  }

  setAlt(alt: string): this {
    const writable = this.getWritable();
    writable.__alt = alt;
    return writable;
  }

  override getTextContent(): string {
    return '';
  }

  override decorate(): JSX.Element {
    return (
      <ImageView
        nodeKey={this.getKey()}
        src={this.__src}
        alt={this.__alt}
        width={this.__width}
        height={this.__height}
      />
    );
  }
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
