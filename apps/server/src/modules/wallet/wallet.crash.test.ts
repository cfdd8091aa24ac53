import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres, type TDatabaseHandle } from '#src/db/client';
import { systemClock } from '#src/lib/clock';
import { createReconciliationRepository } from '#src/modules/wallet/reconciliation.repository';
import { createReconciliationService } from '#src/modules/wallet/reconciliation.service';
import { insertTestUsers } from '#src/modules/wallet/wallet.test-support';

const template = inject('databaseTemplate');
const isPostgres = template.kind === 'postgres';
if (!isPostgres) {
  process.stderr.write('wallet.crash.test: skipped, needs PostgreSQL (set DATABASE_URL)\n');
}

/** Runs the worker until it has committed `minimum` operations, then SIGKILLs it mid-flight. */
function runAndKill(databaseUrl: string, userIds: string[], minimum: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'transfer-worker.fixture.ts')],
      {
        cwd: path.resolve(import.meta.dirname, '..', '..', '..'),
        env: {
          ...process.env,
          WORKER_DATABASE_URL: databaseUrl,
          WORKER_USER_IDS: userIds.join(','),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let committed = 0;
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      committed += chunk.toString().split('\n').filter(Boolean).length;
      if (committed >= minimum && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(committed);
      else reject(new Error(`worker exited ${code}: ${errors}`));
    });
  });
}

describe.skipIf(!isPostgres)('ledger after a process is killed mid-run (PostgreSQL)', () => {
  let database: TDatabaseHandle;
  let databaseUrl: string;
  let adminUrl: string;
  let name: string;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    adminUrl = template.adminUrl;
    name = `casino_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = openPostgres(databaseUrl, { maxConnections: 2 });
  });
  afterAll(async () => {
    await database?.close();
    if (!name) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('reconciles cleanly after SIGKILL, and after a restart that replays the same keys', async () => {
    const reconciliation = createReconciliationService({
      db: database.db,
      repository: createReconciliationRepository(),
      clock: systemClock,
    });
    const userIds = await insertTestUsers(database.db, 12);

    const first = await runAndKill(databaseUrl, userIds, 150);
    expect(first).toBeGreaterThanOrEqual(150);
    const afterCrash = await reconciliation.reconcile();
    expect(afterCrash).toMatchObject({ isBalanced: true, mismatches: [], unbalancedTransfers: [] });

    await runAndKill(databaseUrl, userIds, first + 150);
    const afterRestart = await reconciliation.reconcile();
    expect(afterRestart).toMatchObject({
      isBalanced: true,
      mismatches: [],
      unbalancedTransfers: [],
    });
    // Keys are unique, so the restart's first operations were answered as replays.
    expect(afterRestart.transferCount).toBeGreaterThan(afterCrash.transferCount);
  });
});
