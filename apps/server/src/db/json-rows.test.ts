import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { executeRows, type TDatabaseHandle } from '#src/db/client';
import { jsonRecordset, jsonTextArray } from '#src/db/json-rows';
import { ODD_TEXTS } from '#src/db/json-rows.test-support';
import { createTestDatabase } from '#test/helpers/database';

/**
 * A batch sent as one JSON parameter reads back, on the database the run uses, exactly as the
 * values one parameter each did: strings whatever they hold, and the types the AS list names.
 */
const ODD = [...ODD_TEXTS, ''];

describe('json rows', () => {
  let handle: TDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(inject('databaseTemplate'));
  });
  afterAll(() => handle.close());

  it('reads rows back as typed columns: text, bigint, integer, timestamptz and nulls', async () => {
    const rows = ODD.map((name, index) => ({
      name,
      amount: index % 2 === 0 ? 9_007_199_254_740_991 - index : -(2 ** 40) - index,
      position: index,
      at: index === 3 ? null : new Date(Date.UTC(2026, 2, 2, 12, 0, 0, index * 7)).toISOString(),
    }));
    const read = await executeRows<{
      name: string;
      amount: unknown;
      amount_type: string;
      position: unknown;
      position_type: string;
      at: string | null;
    }>(
      handle.db,
      sql`SELECT v.name, v.amount::text AS amount, pg_typeof(v.amount)::text AS amount_type,
                 v.position, pg_typeof(v.position)::text AS position_type,
                 to_char(v.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
          FROM ${jsonRecordset(rows)} AS v(name text, amount bigint, position integer, at timestamptz)`,
    );
    expect(
      read.map((row) => ({
        name: row.name,
        amount: Number(row.amount),
        position: Number(row.position),
        at: row.at,
      })),
    ).toEqual(rows);
    expect(new Set(read.map((row) => `${row.amount_type}/${row.position_type}`))).toEqual(
      new Set(['bigint/integer']),
    );
  });

  it('refuses a fraction for a bigint column, as a bigint parameter does', async () => {
    await expect(
      executeRows(
        handle.db,
        sql`SELECT * FROM ${jsonRecordset([{ amount: 1.5 }])} AS v(amount bigint)`,
      ),
    ).rejects.toThrow(/bigint/);
  });

  it('reads a list back in its order, and cast to numbers', async () => {
    const [texts] = await executeRows<{ values: string[] }>(
      handle.db,
      sql`SELECT ${jsonTextArray(ODD)} AS values`,
    );
    expect(texts?.values).toEqual(ODD);
    const [numbers] = await executeRows<{ values: unknown[] }>(
      handle.db,
      sql`SELECT ${jsonTextArray(['12', '9007199254740991', '3'])}::bigint[] AS values`,
    );
    expect(numbers?.values.map(Number)).toEqual([12, 9_007_199_254_740_991, 3]);
  });
});
