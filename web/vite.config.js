// Vite config for the playground. `import { init } from 'sweepkit'` resolves to the repo's own
// bindings, exactly as it would from node_modules for an npm user.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const web = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: web,
  base: './', // relative asset URLs: the built site works from any sub-path
  publicDir: false,
  resolve: {
    alias: { sweepkit: fileURLToPath(new URL('../bindings/js/index.js', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1600, // three.js (~700 kB) and KaTeX (~270 kB) with the scenes; one chunk is fine here
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    fs: { allow: [repo] }, // bindings/ and dist/sweepkit_core.mjs live outside web/
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
