// Production build of the API: esbuild bundles the server and the SQL Explorer child with the
// @fuelcard/* workspace sources inlined and every npm package left external (installed next to
// the bundle), then the OpenAPI document is written from the bundled app's own schemas.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');

/** Bare imports stay external unless they name a workspace package (consumed as TypeScript source). */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fuelcard/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
  // For any CommonJS code inlined from the workspace.
  banner: {
    js: "import { createRequire as __apiCreateRequire } from 'node:module'; const require = __apiCreateRequire(import.meta.url);",
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  ...shared,
  entryPoints: {
    server: join(root, 'src/server.ts'),
    'sql-runner': join(root, 'src/sql-explorer/child.ts'),
    'reset-mfa': join(root, 'src/scripts/reset-mfa.ts'),
    backup: join(root, 'src/scripts/backup.ts'),
    restore: join(root, 'src/scripts/restore.ts'),
  },
  outdir: dist,
});

// The OpenAPI writer runs once from a temporary bundle next to the others (same paths to drizzle/).
const writer = join(dist, 'write-openapi.tmp.js');
await build({
  ...shared,
  sourcemap: false,
  entryPoints: [join(root, 'src/write-openapi.ts')],
  outfile: writer,
});
try {
  execFileSync(process.execPath, [writer, join(dist, 'openapi.json')], { stdio: 'inherit' });
} finally {
  rmSync(writer, { force: true });
}
console.log(
  'api: dist/server.js, dist/sql-runner.js, dist/reset-mfa.js, dist/backup.js, dist/restore.js, dist/openapi.json',
);
