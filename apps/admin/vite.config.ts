import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API server at /admin/ (npm start); in development Vite proxies /api to it (npm run dev).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { port: 5175, strictPort: true, proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
  build: { outDir: 'dist', target: 'es2022', chunkSizeWarningLimit: 800 },
});
