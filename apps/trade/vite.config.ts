import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appBuildPlugins } from '../../packages/ui/src/build/app-build.ts';
import { serviceWorkerPlugin } from '../../packages/ui/src/build/service-worker-plugin.ts';
import { BUDGETS } from '../../scripts/bundle-budgets.mjs';

// Served by the API server at / (npm start); in development Vite proxies /api to it (npm run dev).
export default defineConfig({
  base: '/',
  plugins: [react(), ...appBuildPlugins({ landing: BUDGETS.trade.landing }), serviceWorkerPlugin()],
  server: { port: 5173, strictPort: true, proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
  build: { outDir: 'dist', target: 'es2022', chunkSizeWarningLimit: 800, manifest: true },
});
