import { createContext, useContext, type ReactNode } from 'react';

/** A second-level heading of a content page, as the page's contents list it. */
export interface PageHeading {
  id: string;
  title: ReactNode;
}

/**
 * The headings of the page being rendered, in document order. The page's sections add theirs
 * while they render, before the contents (rendered after them) read the list — in the server's
 * single pass and in the browser's first render alike, so the contents are in the HTML.
 */
export class PageHeadings {
  readonly #byId = new Map<string, ReactNode>();

  add(heading: PageHeading): void {
    this.#byId.set(heading.id, heading.title);
  }

  list(): PageHeading[] {
    return [...this.#byId].map(([id, title]) => ({ id, title }));
  }
}

export const PageHeadingsContext = createContext<PageHeadings | null>(null);

/** Adds a heading to the contents of the page around it (nothing outside a content page). */
export function usePageHeading(id: string, title: ReactNode): void {
  useContext(PageHeadingsContext)?.add({ id, title });
}
