import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * A test of paths that only the catch-all route (`*`, the not-found page) matches, from the
 * build's route manifest. Such paths all get the same 404 page, served from the error pages
 * (server/error-pages.ts) without a render, so a flood of made-up addresses costs nothing.
 */
export function catchAllTest(routes: ServerBuild['routes'] | undefined): (path: string) => boolean {
  if (!routes || Object.keys(routes).length === 0) return () => false;
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
  const known = new LRUCache<string, boolean>({ max: 2_000 });
  return (path) => {
    let catchAll = known.get(path);
    if (catchAll === undefined) {
      const matches = matchRoutes(tree, path);
      catchAll = !matches || matches.at(-1)?.route.path === '*';
      known.set(path, catchAll);
    }
    return catchAll;
  };
}
