/**
 * A bound on the work a description may cost before it is sanitized. sanitize-html's time grows
 * with the square of the nesting depth (33,333 nested `<b>` within the 100,000-character limit
 * took about a second of the event loop per field), while what the console's editor produces
 * nests a handful of levels. A single linear pass with htmlparser2's tokenizer measures the depth
 * and the element count; descriptions past the limits are refused with a message, never parsed
 * further. (Server side: lives at the `sanitize-description` subpath.)
 */
import { Parser } from 'htmlparser2';

/** Deepest element nesting accepted (the editor's output nests at most about eight). */
export const MAX_DESCRIPTION_DEPTH = 32;
/** Most elements accepted in one description (100,000 characters of `<b>x</b>` is 12,500). */
export const MAX_DESCRIPTION_ELEMENTS = 20_000;

export const DESCRIPTION_COMPLEXITY_MESSAGES = {
  depth: `слишком глубокая вложенность HTML-элементов (больше ${MAX_DESCRIPTION_DEPTH} уровней)`,
  elements: `слишком много HTML-элементов (больше ${MAX_DESCRIPTION_ELEMENTS.toLocaleString('ru-RU')})`,
} as const;

/** Which limit a description breaks, or undefined when it is within both. */
export function descriptionComplexityProblem(
  html: string,
): keyof typeof DESCRIPTION_COMPLEXITY_MESSAGES | undefined {
  let depth = 0;
  let elements = 0;
  let problem: keyof typeof DESCRIPTION_COMPLEXITY_MESSAGES | undefined;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        elements += 1;
        if (depth > MAX_DESCRIPTION_DEPTH) problem ??= 'depth';
        else if (elements > MAX_DESCRIPTION_ELEMENTS) problem ??= 'elements';
        if (problem) parser.pause();
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return problem;
}
