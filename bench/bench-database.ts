// The database a benchmark runs on: PGlite in memory by default; with DATABASE_URL, a scratch
// PostgreSQL database created beside the one it names and dropped by `drop`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  openPglite,
  openPostgres,
  wrapPglite,
  type TDatabaseHandle,
} from '../apps/server/src/db/client';

export async function openBenchDatabase(
  name: string,
  poolSize: number,
): Promise<{ handle: TDatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { handle: wrapPglite(await openPglite({})), drop: async () => undefined };
  const database = `casino_bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${database}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    handle: openPostgres(url.toString(), { maxConnections: poolSize }),
    drop: () => admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
  };
}
