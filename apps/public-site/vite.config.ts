import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// In development the Vite server forwards /api like the production server does.
const apiUrl = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [reactRouter()],
  server: { proxy: { '/api': { target: apiUrl, changeOrigin: false } } },
});
