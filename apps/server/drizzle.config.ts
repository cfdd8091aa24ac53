import { defineConfig } from 'drizzle-kit';

/** Used only to generate SQL migrations from the schema; they are applied from code at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
