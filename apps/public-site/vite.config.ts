import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { documentSizes } from './document-sizes';
import { eagerCommonJs } from './server/eager-commonjs';

/** The downloadable documents, whose sizes the download rows show (document-sizes.ts). */
const DOCUMENTS_DIR = fileURLToPath(new URL('./public/assets/documents', import.meta.url));

// In development the Vite server forwards /api like the production server does.
const apiUrl = process.env.API_URL ?? 'http://localhost:3001';

/*
 * The code every page runs (the frame around the pages) goes into one chunk instead of many small
 * shared ones, which compresses better and saves requests. Page and lazy code is not matched.
 */
const FRAME_MODULES = new RegExp(
  [
    String.raw`apps[\/]public-site[\/]app[\/](components[\/](header|nav|footer|office|frame)[\/]|components[\/]page[\/]ErrorPage|hooks[\/]|i18n[\/])`,
    String.raw`apps[\/]public-site[\/]app[\/]components[\/](consent[\/](ConsentProvider|ConsentNotice|ConsentMain|consent-state|consent\.module)|search[\/](SearchBox|use-debounced-value|search\.module))`,
    String.raw`apps[\/]public-site[\/]app[\/](lib[\/](root-data|office-view|selected-office-storage|consent-record|consent-storage|consent-notice|seo)|content[\/](main-nav|page-labels))\.ts`,
    String.raw`packages[\/]ui[\/]src[\/](internal[\/]cx|components[\/](button|link)[\/]|components[\/]modal[\/](ModalFrame|modal\.module))`,
    String.raw`packages[\/]i18n[\/]src[\/](create-i18n-with-texts|languages|console-messages|detect-language)\.ts$`,
    // The global styles (tokens, web font, base rules): one stylesheet with the frame's.
    String.raw`packages[\/]ui[\/]src[\/]tokens\.css$|apps[\/]public-site[\/]app[\/]styles[\/](fonts|global)\.css$`,
    String.raw`packages[\/]offices[\/]src[\/](map|working-hours)\.ts$`,
  ].join('|'),
);

/*
 * The cards the home page and the content pages share (the kit's service, download and
 * carousel cards, the site's icons and partner logos) go into one chunk, instead of one small
 * chunk each, each named again in the route manifest.
 */
const SHARED_CARD_MODULES = new RegExp(
  [
    String.raw`packages[\/]ui[\/]src[\/]components[\/](service-card|download-card|carousel)[\/]`,
    String.raw`apps[\/]public-site[\/]app[\/](components[\/]shared[\/]|content[\/]partners\.ts$)`,
    // The call to action, the client-service phone and the news card (home, contacts, news…),
    // with their styles: one stylesheet fewer to wait for on each of those pages.
    String.raw`apps[\/]public-site[\/]app[\/]components[\/](application[\/](BecomeClient|ClientServicePhone|ApplicationBand)\.tsx|application[\/]application(-band)?\.module\.css|news[\/](NewsListItem\.tsx|news\.module\.css))`,
  ].join('|'),
);

export default defineConfig({
  plugins: [reactRouter(), documentSizes(DOCUMENTS_DIR), eagerCommonJs(['react-dom-client'])],
  build: {
    // SOURCEMAP=1 keeps source maps, e.g. to see what a bundle is made of.
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries every page runs, each its own chunk so that the page can evaluate them in
            // separate tasks (app/lib/hydration-after-paint.server.ts).
            { name: 'react', test: /node_modules[\\/]\.pnpm[\\/](react@|scheduler@)/ },
            { name: 'router', test: /node_modules[\\/]\.pnpm[\\/]react-router@/ },
            // React DOM's client, its entry and the module that runs its body as the chunk is
            // evaluated (app/lib/react-dom-eager.ts).
            {
              name: 'react-dom-client',
              test: /react-dom[\\/](cjs[\\/]react-dom-client|client\.js)|app[\\/]lib[\\/]react-dom-eager/,
            },
            { name: 'frame', test: FRAME_MODULES },
            { name: 'cards', test: SHARED_CARD_MODULES },
          ],
        },
      },
    },
  },
  // Short class names in production: less CSS, and less JS where components read them.
  css: {
    modules: {
      generateScopedName:
        process.env.NODE_ENV === 'production'
          ? '[hash:base64:6]'
          : '[name]_[local]_[hash:base64:4]',
    },
  },
  server: { proxy: { '/api': { target: apiUrl, changeOrigin: false } } },
});
