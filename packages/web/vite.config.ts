import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on the portal server (default port 3000); `npm run dev` proxies /api to it.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
  },
});
