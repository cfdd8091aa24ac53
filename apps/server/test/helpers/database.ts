import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import {
  openPglite,
  openPostgres,
  wrapPglite,
  type TDatabaseHandle,
  type TPostgresOptions,
} from '#src/db/client';
import { runMigrations } from '#src/db/migrate';
import { seedDatabase } from '#src/seed/index';

export type TDatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

const silentLogger = pino({ level: 'silent' });

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Builds the migrated and seeded starting point every test database is copied from. */
export async function createTemplateDatabase(workDir: string): Promise<TDatabaseTemplate> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const templateName = `casino_template_${process.pid}_${randomBytes(3).toString('hex')}`;
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${templateName}"`));
    const handle = openPostgres(databaseUrl(adminUrl, templateName), { maxConnections: 2 });
    await runMigrations(handle);
    await seedDatabase(handle.db, { largeGameCount: 0, logger: silentLogger });
    await handle.close();
    return { kind: 'postgres', adminUrl, templateName };
  }
  const pglite = await openPglite({});
  const handle = wrapPglite(pglite);
  await runMigrations(handle);
  await seedDatabase(handle.db, { largeGameCount: 0, logger: silentLogger });
  const dump = await pglite.dumpDataDir('none');
  const dumpPath = path.join(workDir, `template-${process.pid}.tar`);
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { kind: 'pglite', dumpPath };
}

export async function dropTemplateDatabase(template: TDatabaseTemplate): Promise<void> {
  if (template.kind === 'pglite') {
    await fs.rm(template.dumpPath, { force: true });
    return;
  }
  await withAdmin(template.adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template.templateName.replace('template', 'test')}%`],
    );
    for (const row of rows)
      await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS "${template.templateName}" WITH (FORCE)`);
  });
}

/**
 * A fresh database for one test file, copied from the template. On PostgreSQL `options` sets
 * the pool's limits (none but ten connections by default).
 */
export async function createTestDatabase(
  template: TDatabaseTemplate,
  options: TPostgresOptions = {},
): Promise<TDatabaseHandle> {
  if (template.kind === 'pglite') {
    const dump = await fs.readFile(template.dumpPath);
    return wrapPglite(await openPglite({ loadDataDir: new Blob([dump]) }));
  }
  const name = `${template.templateName.replace('template', 'test')}_${randomBytes(4).toString('hex')}`;
  await withAdmin(template.adminUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`),
  );
  const handle = openPostgres(databaseUrl(template.adminUrl, name), {
    maxConnections: 10,
    ...options,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(template.adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
