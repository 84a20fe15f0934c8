// Bundles scripts/serve.mjs (the console's static server) with the workspace packages it uses
// (@fuelcard/http-drain, TypeScript source) into build/serve.mjs; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['scripts/serve.mjs'],
  outfile: 'build/serve.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
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
