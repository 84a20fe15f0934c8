import { sanitizeDescription } from '@fuelcard/contracts/sanitize-description';
import sanitizeHtml from 'sanitize-html';

/**
 * News descriptions are sanitized by the API when they are saved. The site cleans them once more
 * before rendering, with the same shared allow-list (defence in depth: a row written another way
 * must not run script here).
 */
export function safeDescriptionHtml(html: string): string {
  return sanitizeDescription(html);
}

/** The description as plain text (for the page's meta description). */
export function descriptionText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
