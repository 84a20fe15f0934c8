import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { routedPath } from '../app/lib/sitemap-files';

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

/** The first segment of a path, in lower case ('' for the root). */
const firstSegmentOf = (path: string) => path.replace(/^\/+/, '').split('/', 1)[0]!.toLowerCase();

/**
 * The route tree of the build's manifest, and the same tree split by the first segment of the
 * routes' full paths: React Router flattens, ranks and compiles every route on each match (about
 * a millisecond for the site's 50 routes, paid by every address no cache holds), while a path
 * can only match routes whose first segment is its own, or one with a parameter or a splat there.
 */
function routeTrees(routes: ServerBuild['routes']) {
  const children = new Map<string | undefined, RouteObject[]>();
  const nodes = new Map<string, RouteObject>();
  const firsts = new Map<RouteObject, string>();
  const manifest = Object.values(routes).filter((route) => route !== undefined);
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return '';
    return [fullPath(route.parentId), route.path ?? ''].filter(Boolean).join('/');
  };
  for (const route of manifest) {
    const node: RouteObject = route.index
      ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] };
    nodes.set(route.id, node);
    const first = firstSegmentOf(fullPath(route.id));
    // '' (pathless, index, root): structural; ':x' or '*': any first segment.
    firsts.set(node, /^[:*]/.test(first) ? '*' : first);
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(node);
    children.set(route.parentId, siblings);
  }
  for (const [id, node] of nodes) if (!node.index) node.children = children.get(id) ?? [];
  const tree = children.get(undefined) ?? [];
  const statics = new Set([...firsts.values()].filter((first) => first !== '' && first !== '*'));
  const partitions = new Map<string, RouteObject[]>();
  const keep = (list: RouteObject[], key: string): RouteObject[] =>
    list.flatMap((node) => {
      const first = firsts.get(node) ?? '';
      if (first !== '' && first !== '*' && first !== key) return [];
      return [node.index ? node : { ...node, children: keep(node.children ?? [], key) }];
    });
  return {
    tree,
    /** The routes a path can match: those of its first segment, else those of none. */
    treeOf(path: string): RouteObject[] {
      const first = firstSegmentOf(path);
      const key = statics.has(first) ? first : '';
      let partition = partitions.get(key);
      if (!partition) partitions.set(key, (partition = keep(tree, key)));
      return partition;
    },
  };
}

/** The routes of the build's route manifest, matched as React Router matches them. */
export function pageRoutes(routes: ServerBuild['routes'] | undefined): PageRoutes {
  if (!routes || Object.keys(routes).length === 0)
    return { isCatchAll: () => false, newsItemOf: () => null };
  const trees = routeTrees(routes);
  // Answers are also kept per path (made-up addresses repeat).
  const known = new LRUCache<string, RouteOfPath>({ max: 2_000 });
  const routeOf = (path: string): RouteOfPath => {
    let route = known.get(path);
    if (route === undefined) {
      // The route the path is rendered with (the news sitemap files have one internal route).
      const routed = routedPath(path);
      const last = matchRoutes(trees.treeOf(routed), routed)?.at(-1);
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

/** The full route tree of a manifest (tests compare the split trees' matches with it). */
export function fullRouteTree(routes: ServerBuild['routes']): RouteObject[] {
  return routeTrees(routes).tree;
}
