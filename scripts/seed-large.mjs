// `npm run seed:large`: seeds 5,000 generated games (SEED_LARGE_GAMES to change it) into the
// configured database: DATABASE_URL, or the embedded PGlite under DATA_DIR (default ./data).
// Stop a server using the same PGlite directory first: PGlite allows one process per directory.
import path from 'node:path';
import { root, run } from './lib.mjs';

const entry = path.join(root, 'apps/server/src/seed/catalogue-large-cli.ts');
const code = await run('npx', ['tsx', entry], { env: { LOG_LEVEL: 'warn', ...process.env } });
process.exit(code);
