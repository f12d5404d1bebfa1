import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the build, once,
 * so the server sends assets compressed at the best ratio without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'factfind-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !compressible.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const apiPort = process.env.PORT ?? '5000';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  // Every script and style tag, and a <meta property="csp-nonce">, carry this placeholder; the server puts a
  // fresh nonce in its place on every page it serves, so the CSP needs no 'unsafe-inline'.
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The adviser's app, and the client's document request link as an entry of its own (request.html).
      input: {
        main: fileURLToPath(new URL('./src/client/index.html', import.meta.url)),
        request: fileURLToPath(new URL('./src/client/request.html', import.meta.url)),
      },
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
