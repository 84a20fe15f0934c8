import type { MetaDescriptor } from 'react-router';
import type { Graph, Thing } from 'schema-dts';

/**
 * A page's structured data as one JSON-LD graph, for React Router's Meta: it writes
 * `<script type="application/ld+json">` with `<`, `>`, `&`, U+2028 and U+2029 escaped as `\uXXXX`,
 * so that no text in it (a news title holding `</script>`) can end the script. A JSON-LD block is
 * data, not a script the browser runs: the Content-Security-Policy does not apply to it and it
 * needs no hash (ADR 0004).
 */
export function structuredDataTag(nodes: readonly Thing[]): MetaDescriptor {
  const graph: Graph = { '@context': 'https://schema.org', '@graph': nodes };
  return { 'script:ld+json': graph as unknown as Record<string, unknown> };
}
