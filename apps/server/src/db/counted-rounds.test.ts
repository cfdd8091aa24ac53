import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { executeRows, type TDatabaseHandle } from '#src/db/client';
import { insertCountedRounds, pruneCountedRounds } from '#src/db/counted-rounds';
import { questRounds } from '#src/db/schema/quests';
import { createTestDatabase } from '#test/helpers/database';

const WEEK_MS = 7 * 86_400_000;

describe('counted rounds retention (decision 245)', () => {
  let handle: TDatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(inject('databaseTemplate'));
  });
  afterAll(async () => {
    await handle.close();
  });

  async function countedIds(): Promise<string[]> {
    const rows = await executeRows<{ round_id: string }>(
      handle.db,
      sql`SELECT round_id FROM quest_rounds ORDER BY round_id`,
    );
    return rows.map((row) => row.round_id);
  }

  it('deletes every row counted before the cut, in several statements, and no other', async () => {
    // More old rows than one statement deletes, counted 8 to 9 days ago.
    await handle.db.execute(
      sql`INSERT INTO quest_rounds (round_id, user_id, counted_at)
          SELECT 'old-' || g, 'player-' || (g % 7), now() - interval '8 days' - g * interval '1 second'
          FROM generate_series(1, 12000) AS g`,
    );
    await insertCountedRounds(handle.db, questRounds, [
      { roundId: 'recent-1', userId: 'player-1' },
      { roundId: 'recent-2', userId: 'player-2' },
    ]);
    const before = new Date(Date.now() - WEEK_MS);

    expect(await pruneCountedRounds(handle.db, questRounds, before)).toBe(12000);
    expect(await countedIds()).toEqual(['recent-1', 'recent-2']);
    expect(await pruneCountedRounds(handle.db, questRounds, before)).toBe(0);
  });

  it('still refuses a kept round counted again, and accepts a forgotten one as new', async () => {
    await handle.db.execute(
      sql`INSERT INTO quest_rounds (round_id, user_id, counted_at)
          VALUES ('forgotten', 'player-3', now() - interval '8 days')`,
    );
    await pruneCountedRounds(handle.db, questRounds, new Date(Date.now() - WEEK_MS));

    const fresh = await insertCountedRounds(handle.db, questRounds, [
      { roundId: 'recent-1', userId: 'player-1' },
      { roundId: 'forgotten', userId: 'player-3' },
    ]);
    expect([...fresh]).toEqual(['forgotten']);
  });
});
