// `npm run sandbox`: builds the provider sandbox if its sources changed, then runs it (port 3001
// unless SANDBOX_PORT says otherwise). Run it beside `npm start`; see apps/sandbox/README.md.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSandboxIfStale, root } from './lib.mjs';

await buildSandboxIfStale();
await import(pathToFileURL(path.join(root, 'apps/sandbox/dist/main.js')).href);
