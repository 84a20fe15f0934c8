import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The id of the news item route (app/routes.ts: news/:id). */
export const NEWS_ITEM_ROUTE_ID = 'routes/news-detail';

/** What the server needs to know of the route a normalised path goes to, before any render. */
export interface PageRoutes {
  /**
   * Whether only the catch-all route (`*`, the not-found page) matches: such paths all get the
   * same 404 page, served from the error pages (server/error-pages.ts) without a render, so a
   * flood of made-up addresses costs nothing.
   */
  isCatchAll(path: string): boolean;
  /** The item parameter of a news item's path (`/news/{idOrSlug}`, decoded as the route reads it), else null. */
  newsItemOf(path: string): string | null;
}

interface RouteOfPath {
  catchAll: boolean;
  newsItem: string | null;
}

/** The routes of the build's route manifest, matched as React Router matches them. */
export function pageRoutes(routes: ServerBuild['routes'] | undefined): PageRoutes {
  if (!routes || Object.keys(routes).length === 0)
    return { isCatchAll: () => false, newsItemOf: () => null };
  const children = new Map<string | undefined, RouteObject[]>();
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node: RouteObject = route.index
      ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] };
    nodes.set(route.id, node);
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(node);
    children.set(route.parentId, siblings);
  }
  for (const [id, node] of nodes) if (!node.index) node.children = children.get(id) ?? [];
  const tree = children.get(undefined) ?? [];
  // React Router ranks every route on each match: the answers are kept per path.
  const known = new LRUCache<string, RouteOfPath>({ max: 2_000 });
  const routeOf = (path: string): RouteOfPath => {
    let route = known.get(path);
    if (route === undefined) {
      const last = matchRoutes(tree, path)?.at(-1);
      route = {
        catchAll: !last || last.route.path === '*',
        newsItem: last?.route.id === NEWS_ITEM_ROUTE_ID ? (last.params.id ?? null) : null,
      };
      known.set(path, route);
    }
    return route;
  };
  return {
    isCatchAll: (path) => routeOf(path).catchAll,
    newsItemOf: (path) => routeOf(path).newsItem,
  };
}
