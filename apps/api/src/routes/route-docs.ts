import type { ApiRoute } from '@fuelcard/contracts';

type Security = { [scheme: string]: string[] }[];

/** The OpenAPI-only parts of a route's schema, from the contracts' route table. */
export function routeDocs(route: ApiRoute): {
  summary: string;
  tags: string[];
  security?: Security;
} {
  const docs = { summary: route.summary, tags: [route.tag] };
  if (route.auth === 'bearer') return { ...docs, security: [{ bearerAuth: [] }] };
  // Optional: anonymous or with a token.
  if (route.auth === 'optional') return { ...docs, security: [{}, { bearerAuth: [] }] };
  return docs;
}
