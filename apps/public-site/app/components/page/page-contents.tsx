import {
  Children,
  Fragment,
  createContext,
  isValidElement,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';

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

/**
 * A section component that names its heading from its props, so that a page's contents can be
 * listed before the sections render (the phones' and tablets' contents sit above them).
 */
export type ListsHeading<Props> = ComponentType<Props> & {
  pageHeading: (props: Props) => PageHeading;
};

function listsHeading(type: unknown): type is ListsHeading<unknown> {
  return (
    typeof type === 'function' &&
    typeof (type as { pageHeading?: unknown }).pageHeading === 'function'
  );
}

/**
 * The headings of the sections among `children`, in document order, read from the elements
 * themselves: a section component that lists its heading (`pageHeading`), looked for inside plain
 * elements and fragments (not inside other components, which render their own sections).
 */
export function headingsOf(children: ReactNode): PageHeading[] {
  const found: PageHeading[] = [];
  const visit = (node: ReactNode) => {
    Children.forEach(node, (child) => {
      if (!isValidElement<{ children?: ReactNode }>(child)) return;
      if (listsHeading(child.type)) {
        found.push(child.type.pageHeading(child.props));
        return;
      }
      if (typeof child.type === 'string' || child.type === Fragment) visit(child.props.children);
    });
  };
  visit(children);
  return found;
}
