import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** Built into dist/ and served by the API server at /games-ui/scratch/ (game and verifier pages). */
export default defineConfig({
  base: '/games-ui/scratch/',
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        verify: resolve(import.meta.dirname, 'verify.html'),
      },
    },
  },
});
