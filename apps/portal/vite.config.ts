import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appBuildPlugins } from '../../packages/ui/src/build/app-build.ts';
import { BUDGETS } from '../../scripts/bundle-budgets.mjs';

// Served by the API server at /portal/ (npm start); in development Vite proxies /api to it (npm run dev).
export default defineConfig({
  base: '/portal/',
  plugins: [react(), ...appBuildPlugins({ landing: BUDGETS.portal.landing })],
  server: { port: 5174, strictPort: true, proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
  build: { outDir: 'dist', target: 'es2022', chunkSizeWarningLimit: 800, manifest: true },
});
