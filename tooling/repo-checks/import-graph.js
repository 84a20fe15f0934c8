import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { REPO_ROOT } from './repo-root.js';

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const SKIP = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  'storybook-static',
  '.turbo',
]);
const EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.mts',
  '.js',
  '.mjs',
  '.jsx',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** `@fuelcard/<name>` → the file its package.json exports as ".". */
function workspaceEntries() {
  const entries = new Map();
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const name of readdirSync(join(REPO_ROOT, group))) {
      const manifest = join(REPO_ROOT, group, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      const main = pkg.exports?.['.']?.default ?? pkg.exports?.['.'] ?? pkg.main;
      if (typeof main === 'string') entries.set(pkg.name, join(REPO_ROOT, group, name, main));
    }
  }
  return entries;
}

/** Every module specifier of a file: static imports and re-exports (types too), dynamic imports. */
function specifiers(text) {
  const found = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]);
  return found;
}

function resolveFrom(file, specifier, entries) {
  if (specifier.startsWith('.')) {
    const base = join(dirname(file), specifier.replace(/\.js$/, ''));
    for (const ext of EXTENSIONS) {
      const candidate = base + ext;
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  }
  return entries.get(specifier);
}

/**
 * The import graph of the workspace's own code (apps, packages, tooling, e2e, scripts): each file
 * with the workspace files it imports.
 */
export function importGraph() {
  const entries = workspaceEntries();
  const graph = new Map();
  for (const top of ['apps', 'packages', 'tooling', 'e2e', 'scripts', 'bench'])
    for (const file of sourceFiles(join(REPO_ROOT, top))) {
      const targets = specifiers(readFileSync(file, 'utf8'))
        .map((specifier) => resolveFrom(file, specifier, entries))
        .filter((target) => target !== undefined);
      graph.set(file, [...new Set(targets)]);
    }
  return graph;
}

/** The cycles of a graph (each once, as the repository-relative paths around it). */
export function importCycles(graph) {
  const cycles = [];
  const state = new Map(); // 1: on the path, 2: done
  const path = [];
  const seen = new Set();
  const visit = (file) => {
    state.set(file, 1);
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 1) {
        const cycle = path.slice(path.indexOf(next)).map((f) => relative(REPO_ROOT, f));
        const key = [...cycle].sort().join('|');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else if (!state.has(next) && graph.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 2);
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
