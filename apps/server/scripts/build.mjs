// Bundles the server into dist/main.js. Workspace packages (@casino/*) export TypeScript source,
// so they are bundled in; every other dependency stays external and loads from node_modules.
import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@casino/'),
);

await rm(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), {
  recursive: true,
});
await cp(path.join(root, 'src/art/raster'), path.join(root, 'dist/raster'), { recursive: true });
console.log('server bundled to apps/server/dist/main.js');
