import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column for any JSON value, strings included. Both drivers (PGlite and node-postgres)
 * already parse jsonb; drizzle's own jsonb parses a string result once more, so the stored
 * string "true" would come back as the boolean true. This column reads the driver's value as is.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
