import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pathAliases } from './path-aliases.js';
import { openApiDocs } from './scripts/vite-openapi-docs.js';
import { siteDefine, siteUrl } from './scripts/vite-site.js';

export default defineConfig({
  // openApiDocs: the API docs pages are rendered from the server's OpenAPI document.
  plugins: [react(), tailwindcss(), openApiDocs({ siteUrl })],
  // Static files copied as-is into dist/web (favicon); kept beside the web source.
  publicDir: 'src/web/public',
  resolve: { alias: pathAliases },
  define: siteDefine,
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev` runs the API on 5000; the browser talks to one origin, as in production.
    proxy: { '/api': { target: 'http://localhost:5000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // scripts/prerender.ts reads it for the SPA shell's modulepreload links and the first-load budgets, then deletes it.
    manifest: true,
  },
});
