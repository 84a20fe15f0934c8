// Bundles server/ (the Node server around React Router's build) into dist/server.js.
// Workspace packages are bundled from source; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@fuelcard/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
