import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  createTemplateDatabase,
  dropTemplateDatabase,
  type TDatabaseTemplate,
} from '#test/helpers/database';

/**
 * Migrates and seeds one template database per run. Each test file then starts from a copy:
 * a PGlite dump loaded in memory, or `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const workDir = path.resolve(import.meta.dirname, '..', '..', '..', '.data-test');
  await fs.mkdir(workDir, { recursive: true });
  const template = await createTemplateDatabase(workDir);
  project.provide('databaseTemplate', template);
  return async () => {
    await dropTemplateDatabase(template);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TDatabaseTemplate;
  }
}
