import { NEWS_EXCERPT_MAX_LENGTH } from '@fuelcard/contracts';
import {
  descriptionExcerptText,
  descriptionPlainText,
} from '@fuelcard/contracts/description-text';

export { descriptionPlainText };

/**
 * The beginning of a text, at most `max` characters: cut after a whole word, with an ellipsis,
 * when it is longer.
 */
export function excerptOf(text: string, max: number = NEWS_EXCERPT_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** The excerpt of a description (HTML): the opening of its paragraphs, without headings and lists. */
export const descriptionExcerpt = (html: string): string =>
  excerptOf(descriptionExcerptText(html));
