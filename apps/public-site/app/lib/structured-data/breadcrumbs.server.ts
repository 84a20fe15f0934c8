import type { BreadcrumbList } from 'schema-dts';

/** One crumb: its words as the page shows them and its absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/** A page's breadcrumb trail, Home first and the page itself last (Google's BreadcrumbList). */
export function breadcrumbNode(crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
