import { and, eq, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { idempotencyKeys } from '#src/db/schema/index';

export type TIdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface TIdempotencyClaim {
  scope: string;
  route: string;
  key: string;
}

function matches(claim: TIdempotencyClaim) {
  return and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.route, claim.route),
    eq(idempotencyKeys.key, claim.key),
  );
}

/** The idempotency plugin's table; each statement commits on its own (decision 144). */
export function createIdempotencyRepository(db: TExecutor) {
  return {
    /**
     * Claims a key for a first request: inserts it as pending, or takes over a pending claim
     * older than `staleBefore` (its request died before answering). True when claimed.
     */
    async claim(
      claim: TIdempotencyClaim,
      requestHash: string,
      now: Date,
      staleBefore: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ ...claim, requestHash, state: 'pending', createdAt: now })
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.route, idempotencyKeys.key],
          set: { requestHash, createdAt: now },
          setWhere: and(
            eq(idempotencyKeys.state, 'pending'),
            lt(idempotencyKeys.createdAt, staleBefore),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async find(claim: TIdempotencyClaim): Promise<TIdempotencyRow | null> {
      const [row] = await db.select().from(idempotencyKeys).where(matches(claim));
      return row ?? null;
    },

    /** Keeps the first answer as final; only the claim's own pending row is completed. */
    async complete(
      claim: TIdempotencyClaim,
      requestHash: string,
      answer: { status: number; body: string },
      now: Date,
    ): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({
          state: 'completed',
          responseStatus: answer.status,
          responseBody: answer.body,
          completedAt: now,
        })
        .where(
          and(
            matches(claim),
            eq(idempotencyKeys.state, 'pending'),
            eq(idempotencyKeys.requestHash, requestHash),
          ),
        );
    },

    /** Frees a pending key whose request failed, so the client may retry with it. */
    async release(claim: TIdempotencyClaim, requestHash: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            matches(claim),
            eq(idempotencyKeys.state, 'pending'),
            eq(idempotencyKeys.requestHash, requestHash),
          ),
        );
    },

    /**
     * Deletes up to `limit` keys claimed before `before`, oldest first; the number deleted.
     * The ledger keeps its own key per transfer, so a purged key never lets money move twice.
     */
    async purgeClaimedBefore(before: Date, limit: number): Promise<number> {
      const oldest = db
        .select({
          scope: idempotencyKeys.scope,
          route: idempotencyKeys.route,
          key: idempotencyKeys.key,
        })
        .from(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .orderBy(idempotencyKeys.createdAt)
        .limit(limit);
      const deleted = await db
        .delete(idempotencyKeys)
        .where(
          sql`(${idempotencyKeys.scope}, ${idempotencyKeys.route}, ${idempotencyKeys.key}) in (${oldest})`,
        )
        .returning({ key: idempotencyKeys.key });
      return deleted.length;
    },
  };
}
export type TIdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
