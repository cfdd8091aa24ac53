import { defineConfig } from 'vite';

/** Built into dist/ and served by the casino server on its own port (PAYMENTS_PORT). */
export default defineConfig({
  base: '/',
  build: { target: 'es2022', sourcemap: true, assetsInlineLimit: 0 },
});
