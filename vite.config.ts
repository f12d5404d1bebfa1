import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = process.env.PORT ?? '5000';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // Every script and style tag, and a <meta property="csp-nonce">, carry this placeholder; the server puts a
  // fresh nonce in its place on every page it serves, so the CSP needs no 'unsafe-inline'.
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes less often than our code: its own chunk stays cached across releases. Other
        // libraries go with the screens that import them, so sign-in loads no phone-number or UI library
        // it does not use (npm run bench:bundle prints what each screen loads).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
