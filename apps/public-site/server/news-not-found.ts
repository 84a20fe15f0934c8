import { KeptPages, type KeptPagesOptions } from './kept-pages';
import type { PageAnswer } from './page-answer';

/**
 * The address the kept not-found page is rendered for: no news item has it (the directory is
 * asked), and it is never a visitor's. Nothing a request sends gets into the kept page.
 */
export const NOT_FOUND_PROBE = 'zqxj7-no-such-news-item';

/**
 * The not-found page of news addresses that name no item, kept per language and the page's own
 * query (`?lang=`): the page shows nothing of the address it answers (checked when it is kept:
 * the probe's address must not be in it; an e2e journey compares it with renders), so every
 * such address gets the same bytes.
 */
/** The kept not-found page, or that it cannot be kept (then each address is rendered). */
type KeptNotFound = { answer: PageAnswer } | { answer: null };

export class NewsNotFound {
  readonly pages: KeptPages<KeptNotFound>;
  /** Answers given from a kept page, and renders made (metrics, tests). */
  readonly counts = { kept: 0, rendered: 0 };

  constructor(options: KeptPagesOptions = {}) {
    this.pages = new KeptPages(options);
  }
}
