// node --test: no module of the workspace imports itself through others (an import circle makes
// the order modules load in matter, and ties files together that should change apart).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importCycles, importGraph } from './import-graph.js';

/**
 * Circles known and left for now, each with why: the list may only shrink (a circle that is gone
 * fails the test until it is taken off).
 */
const KNOWN = new Map([]);

test('the code has no import circle but the known ones', () => {
  const graph = importGraph();
  assert.ok(graph.size > 500, `the graph holds the workspace's files (${graph.size})`);
  const cycles = importCycles(graph).map((cycle) => cycle.join(' → '));
  assert.deepEqual(
    cycles.filter((cycle) => !KNOWN.has(cycle)),
    [],
  );
  assert.deepEqual(
    [...KNOWN.keys()].filter((cycle) => !cycles.includes(cycle)),
    [],
    'a known circle is gone: take it off the list',
  );
});

test('a circle is found', () => {
  const graph = new Map([
    ['/r/a.ts', ['/r/b.ts']],
    ['/r/b.ts', ['/r/c.ts']],
    ['/r/c.ts', ['/r/a.ts']],
    ['/r/d.ts', ['/r/a.ts']],
  ]);
  assert.equal(importCycles(graph).length, 1);
});
