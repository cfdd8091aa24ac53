import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreen } from './build/first-screen';
import { precompress } from './build/precompress';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), firstScreen(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // index.html preloads the first screen's scripts. A lazy import adds a link only for the
    // CSS its chunk needs: a modulepreload link per script it imports cost the main thread a
    // link element each as the signed-in lobby's ~40 lazy modules loaded (up to 12 ms in one
    // task), for scripts the shared chunk already holds (decision 240).
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : dependencies.filter((file) => file.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Each module runs when a module that imports it first runs, not when its chunk loads:
        // the shared chunk no longer builds every contract's schemas in one long task on
        // arrival, only those of the features a page loads, each in its importer's task
        // (decision 232).
        strictExecutionOrder: true,
        // Everything the first render needs ships in two files (the framework and the app)
        // instead of ~25 small shared chunks: fewer round trips on HTTP/1.1's six connections.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'app', tags: ['$initial'], priority: 1 },
            // Small modules that several lazy chunks share (fetchers, their contracts, stores)
            // ship in one chunk with what they import, instead of ~90 files under 3 KB: a
            // signed-in arrival fetched 137 scripts and stylesheets, each a task (decision 229).
            {
              name: 'shared',
              test: /apps[\\/]web[\\/]src|packages[\\/]contracts/,
              maxModuleSize: 3_000,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
