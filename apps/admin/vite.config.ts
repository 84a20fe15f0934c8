import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Served from the web root of its own host; /administrator and /adminDashboard/* fall back to index.html.
  base: '/',
  build: { outDir: 'dist', sourcemap: true },
});
