import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  or,
  sql,
} from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import {
  eventTriggers,
  promoCodes,
  promoRedemptions,
  storePackages,
  userEventTriggers,
  users,
} from '#src/db/schema/index';

export type TEventTriggerRow = typeof eventTriggers.$inferSelect;
export type TUserEventTriggerRow = typeof userEventTriggers.$inferSelect;
export type TEventTriggerValues = Omit<typeof eventTriggers.$inferInsert, 'id' | 'updatedAt'>;

export function createEventTriggersRepository(db: TExecutor) {
  return {
    async listTriggers(): Promise<TEventTriggerRow[]> {
      return db.select().from(eventTriggers).orderBy(asc(eventTriggers.id));
    },

    async findTrigger(id: number): Promise<TEventTriggerRow | null> {
      const [row] = await db.select().from(eventTriggers).where(eq(eventTriggers.id, id));
      return row ?? null;
    },

    /** Locks the row for a replacement, so its audit row names the definition it replaced. */
    async lockTrigger(id: number): Promise<TEventTriggerRow | null> {
      const [row] = await db
        .select()
        .from(eventTriggers)
        .where(eq(eventTriggers.id, id))
        .for('update');
      return row ?? null;
    },

    /** Null when the benefit key is taken by another trigger. */
    async insertTrigger(values: TEventTriggerValues): Promise<TEventTriggerRow | null> {
      const [row] = await db
        .insert(eventTriggers)
        .values(values)
        .onConflictDoNothing({ target: eventTriggers.benefitKey })
        .returning();
      return row ?? null;
    },

    async updateTrigger(
      id: number,
      values: TEventTriggerValues,
      at: Date,
    ): Promise<TEventTriggerRow | null> {
      const [row] = await db
        .update(eventTriggers)
        .set({ ...values, updatedAt: at })
        .where(eq(eventTriggers.id, id))
        .returning();
      return row ?? null;
    },

    async benefitKeyOwner(benefitKey: string): Promise<number | null> {
      const [row] = await db
        .select({ id: eventTriggers.id })
        .from(eventTriggers)
        .where(eq(eventTriggers.benefitKey, benefitKey));
      return row?.id ?? null;
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    /**
     * The store's packages on sale among `ids` (priced offer packages are checked against them):
     * their price and coins. The store's own table is read here only for this check.
     */
    async storePackagesOnSale(
      ids: number[],
    ): Promise<Map<number, { priceMinor: number; gcAmountMinor: number; scAmountMinor: number }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: storePackages.id,
          priceMinor: storePackages.priceMinor,
          gcAmountMinor: storePackages.gcAmountMinor,
          scAmountMinor: storePackages.scAmountMinor,
        })
        .from(storePackages)
        .where(and(inArray(storePackages.id, ids), eq(storePackages.isActive, true)));
      return new Map(rows.map(({ id, ...values }) => [id, values]));
    },

    /** Triggers of `triggerKey` a player may start now (active, inside their window). */
    async startableTriggers(
      triggerKey: TEventTriggerRow['triggerKey'],
      at: Date,
      promoCode: string | null,
    ): Promise<TEventTriggerRow[]> {
      return db
        .select()
        .from(eventTriggers)
        .where(
          and(
            eq(eventTriggers.triggerKey, triggerKey),
            eq(eventTriggers.isActive, true),
            lte(eventTriggers.startsAt, at),
            gt(eventTriggers.endsAt, at),
            sql`${eventTriggers.benefitType} <> 'personalGift'`,
            promoCode === null ? undefined : eq(eventTriggers.promoCode, promoCode),
          ),
        );
    },

    /** Active AFTER_LOGIN triggers whose window opens after `at`. */
    async triggersStartingAfter(at: Date): Promise<TEventTriggerRow[]> {
      return db
        .select()
        .from(eventTriggers)
        .where(
          and(
            eq(eventTriggers.triggerKey, 'AFTER_LOGIN'),
            eq(eventTriggers.isActive, true),
            gt(eventTriggers.startsAt, at),
          ),
        );
    },

    async hasRedeemedPromoCode(userId: string, code: string): Promise<boolean> {
      const [row] = await db
        .select({ id: promoRedemptions.id })
        .from(promoRedemptions)
        .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
        .where(and(eq(promoRedemptions.userId, userId), eq(promoCodes.code, code)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Closes the player's open events whose countdown or trigger has ended; a priced wheel the
     * player bought stays until spun (decision 221).
     */
    async expireEvents(userId: string, at: Date): Promise<void> {
      await db.execute(
        sql`UPDATE user_event_triggers u SET closed_at = ${at}, outcome = 'expired'
            FROM event_triggers t
            WHERE u.event_trigger_id = t.id AND u.user_id = ${userId} AND u.closed_at IS NULL
              AND u.wheel_purchase_ref IS NULL
              AND (u.expired_at <= ${at} OR t.ends_at <= ${at})`,
      );
    },

    /** How often the player has used each of these triggers, and when last. */
    async usesOf(
      userId: string,
      triggerIds: number[],
    ): Promise<Map<number, { count: number; lastUsedAt: Date | null }>> {
      if (triggerIds.length === 0) return new Map();
      const rows = await db
        .select({
          eventTriggerId: userEventTriggers.eventTriggerId,
          uses: count(),
          lastUsedAt: max(userEventTriggers.closedAt),
        })
        .from(userEventTriggers)
        .where(
          and(
            eq(userEventTriggers.userId, userId),
            inArray(userEventTriggers.eventTriggerId, triggerIds),
            eq(userEventTriggers.outcome, 'used'),
          ),
        )
        .groupBy(userEventTriggers.eventTriggerId);
      return new Map(
        rows.map((row) => [
          row.eventTriggerId,
          { count: row.uses, lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt) : null },
        ]),
      );
    },

    /** Opens an event unless the player has one open of that trigger; answers how many opened. */
    async openEvents(
      rows: {
        userId: string;
        eventTriggerId: number;
        isPersonalGift: boolean;
        startedAt: Date;
        wheelServerSeed?: string | null;
        /** Set at once for a quest (its expiry); others get theirs from start-timer. */
        expiredAt?: Date | null;
      }[],
    ): Promise<TUserEventTriggerRow[]> {
      if (rows.length === 0) return [];
      return db.insert(userEventTriggers).values(rows).onConflictDoNothing().returning();
    },

    /** The player's open events with their triggers, oldest first. */
    async openEventsOf(userId: string) {
      return db
        .select({ event: userEventTriggers, trigger: eventTriggers })
        .from(userEventTriggers)
        .innerJoin(eventTriggers, eq(eventTriggers.id, userEventTriggers.eventTriggerId))
        .where(and(eq(userEventTriggers.userId, userId), isNull(userEventTriggers.closedAt)))
        .orderBy(asc(userEventTriggers.id));
    },

    /** One of the player's own events with its trigger; null for anyone else's. */
    async eventOf(userId: string, id: number) {
      const [row] = await db
        .select({ event: userEventTriggers, trigger: eventTriggers })
        .from(userEventTriggers)
        .innerJoin(eventTriggers, eq(eventTriggers.id, userEventTriggers.eventTriggerId))
        .where(and(eq(userEventTriggers.id, id), eq(userEventTriggers.userId, userId)));
      return row ?? null;
    },

    /** Sets the countdown's end once; answers the event as stored. */
    async startTimer(userId: string, id: number, expiredAt: Date) {
      await db
        .update(userEventTriggers)
        .set({ expiredAt })
        .where(
          and(
            eq(userEventTriggers.id, id),
            eq(userEventTriggers.userId, userId),
            isNull(userEventTriggers.expiredAt),
            isNull(userEventTriggers.closedAt),
          ),
        );
      const [row] = await db
        .select()
        .from(userEventTriggers)
        .where(and(eq(userEventTriggers.id, id), eq(userEventTriggers.userId, userId)));
      return row ?? null;
    },

    /**
     * Uses an open, unexpired event once (a bought wheel does not expire), recording what it
     * pays: the one statement two concurrent claims race on. Null when it was used, expired or
     * is not the player's.
     */
    async markUsed(
      userId: string,
      id: number,
      at: Date,
      paid: { gcCoin: number; scCoin: number },
      spin?: { wheelClientSeed: string; winnerSlice: number },
    ): Promise<TUserEventTriggerRow | null> {
      const [row] = await db
        .update(userEventTriggers)
        .set({
          closedAt: at,
          outcome: 'used',
          gcPaidMinor: paid.gcCoin,
          scPaidMinor: paid.scCoin,
          ...spin,
        })
        .where(
          and(
            eq(userEventTriggers.id, id),
            eq(userEventTriggers.userId, userId),
            isNull(userEventTriggers.closedAt),
            or(
              isNull(userEventTriggers.expiredAt),
              gt(userEventTriggers.expiredAt, at),
              isNotNull(userEventTriggers.wheelPurchaseRef),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Takes step `step` of an open, unexpired rolling offer (decision 214): the next step goes
     * on offer, and the event closes as used with its last one. What a free step pays is added
     * to the event's paid amounts. Null when the step was taken already, or the event closed.
     */
    async takeRollingStep(
      userId: string,
      id: number,
      take: { step: number; isLast: boolean; at: Date; paid: { gcCoin: number; scCoin: number } },
    ): Promise<TUserEventTriggerRow | null> {
      const [row] = await db
        .update(userEventTriggers)
        .set({
          rollingStep: take.step + 1,
          gcPaidMinor: sql`coalesce(${userEventTriggers.gcPaidMinor}, 0) + ${take.paid.gcCoin}`,
          scPaidMinor: sql`coalesce(${userEventTriggers.scPaidMinor}, 0) + ${take.paid.scCoin}`,
          ...(take.isLast ? { closedAt: take.at, outcome: 'used' as const } : {}),
        })
        .where(
          and(
            eq(userEventTriggers.id, id),
            eq(userEventTriggers.userId, userId),
            eq(userEventTriggers.rollingStep, take.step),
            isNull(userEventTriggers.closedAt),
            or(isNull(userEventTriggers.expiredAt), gt(userEventTriggers.expiredAt, take.at)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Records the purchase that bought an open, unexpired priced wheel's spin (decision 221).
     * Null when the wheel was bought or closed already, or when this purchase bought another
     * wheel (a purchase buys one spin).
     */
    async buyWheel(
      userId: string,
      id: number,
      merchantRefNum: string,
      at: Date,
    ): Promise<TUserEventTriggerRow | null> {
      const [row] = await db
        .update(userEventTriggers)
        .set({ wheelPurchaseRef: merchantRefNum })
        .where(
          and(
            eq(userEventTriggers.id, id),
            eq(userEventTriggers.userId, userId),
            isNull(userEventTriggers.wheelPurchaseRef),
            isNull(userEventTriggers.closedAt),
            or(isNull(userEventTriggers.expiredAt), gt(userEventTriggers.expiredAt, at)),
            sql`NOT EXISTS (SELECT 1 FROM user_event_triggers b
                            WHERE b.wheel_purchase_ref = ${merchantRefNum})`,
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
