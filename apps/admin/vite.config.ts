import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { consoleFirstPaint } from './scripts/first-paint.mjs';

export default defineConfig({
  plugins: [react(), consoleFirstPaint()],
  // Served from the web root of its own host; /administrator and /adminDashboard/* fall back to index.html.
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router in one file: every page needs all three, and one
          // file compresses better than three (issue 26 §9, first load within 120 kB gzip).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
