// `npm start`: builds what changed, then runs the whole casino on one port.
import { buildIfStale, root } from './lib.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

await buildIfStale();
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
