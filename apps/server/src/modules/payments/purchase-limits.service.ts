import {
  PURCHASE_LIMIT_PERIODS,
  type TPurchaseLimit,
  type TPurchaseLimitExceededDetails,
  type TPurchaseLimitPeriod,
} from '@casino/contracts';
import type { TExecutor, TTransaction } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { AppError } from '#src/lib/errors';
import {
  createPurchaseLimitsRepository,
  type TPurchaseLimitRow,
} from '#src/modules/payments/purchase-limits.repository';

const HOUR_MS = 3_600_000;
/** Each window ends now and is this long (decision 173: rolling, not calendar). */
const WINDOW_MS: Record<TPurchaseLimitPeriod, number> = {
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
  monthly: 30 * 24 * HOUR_MS,
};

export interface TPurchaseLimitSettings {
  /** Each window's default and ceiling, USD cents. */
  maxAmountMinor: Record<TPurchaseLimitPeriod, number>;
  coolingOffHours: number;
}

interface TEffectiveLimit {
  amountMinor: number;
  pendingAmountMinor: number | null;
  pendingEffectiveAt: Date | null;
}

/**
 * Purchase limits (decision 173): daily, weekly and monthly rolling windows over submitted
 * orders. A player lowers a limit at once and raises it only after the cooling-off period; the
 * operator's values are both the defaults and the ceilings.
 */
export function createPurchaseLimitsService(deps: {
  db: TExecutor;
  settings: TPurchaseLimitSettings;
  clock: TClock;
}) {
  const { settings, clock } = deps;
  const repository = createPurchaseLimitsRepository(deps.db);

  /** The limit that applies at `now`: a raise whose cooling-off is over has taken effect. */
  function effective(
    row: TPurchaseLimitRow | undefined,
    period: TPurchaseLimitPeriod,
    now: Date,
  ): TEffectiveLimit {
    if (!row) {
      return {
        amountMinor: settings.maxAmountMinor[period],
        pendingAmountMinor: null,
        pendingEffectiveAt: null,
      };
    }
    if (row.pendingAmountMinor !== null && row.pendingEffectiveAt !== null) {
      if (row.pendingEffectiveAt <= now) {
        return {
          amountMinor: row.pendingAmountMinor,
          pendingAmountMinor: null,
          pendingEffectiveAt: null,
        };
      }
    }
    return {
      amountMinor: row.amountMinor,
      pendingAmountMinor: row.pendingAmountMinor,
      pendingEffectiveAt: row.pendingEffectiveAt,
    };
  }

  async function limitsOf(executor: TExecutor, userId: string): Promise<TPurchaseLimit[]> {
    const scoped = createPurchaseLimitsRepository(executor);
    const now = clock.now();
    const rows = new Map((await scoped.listForUser(userId)).map((row) => [row.period, row]));
    const since = {
      daily: new Date(now.getTime() - WINDOW_MS.daily),
      weekly: new Date(now.getTime() - WINDOW_MS.weekly),
      monthly: new Date(now.getTime() - WINDOW_MS.monthly),
    };
    const used = await scoped.usedSince(userId, since);
    return PURCHASE_LIMIT_PERIODS.map((period) => {
      const limit = effective(rows.get(period), period, now);
      return {
        period,
        amount: limit.amountMinor,
        maxAmount: settings.maxAmountMinor[period],
        used: used[period],
        remaining: Math.max(0, limit.amountMinor - used[period]),
        pendingAmount: limit.pendingAmountMinor,
        pendingEffectiveAt: limit.pendingEffectiveAt?.toISOString() ?? null,
      };
    });
  }

  function exceeded(limit: TPurchaseLimit, remaining: number): AppError {
    const details: TPurchaseLimitExceededDetails = {
      period: limit.period,
      amount: limit.amount,
      used: limit.used,
      remaining,
    };
    return new AppError(
      'PurchaseLimitExceededError',
      `This purchase would take you past your ${limit.period} purchase limit`,
      details,
    );
  }

  return {
    coolingOffHours: settings.coolingOffHours,

    list(userId: string): Promise<TPurchaseLimit[]> {
      return limitsOf(deps.db, userId);
    },

    /**
     * Sets one limit. Lowering (or keeping) applies now and drops a waiting raise; a raise
     * waits for the cooling-off period (asking again for the same raise keeps its date).
     * Raises PurchaseLimitTooHighError.
     */
    async set(
      userId: string,
      period: TPurchaseLimitPeriod,
      amountMinor: number,
    ): Promise<{ limit: TPurchaseLimit; isImmediate: boolean }> {
      const maxAmountMinor = settings.maxAmountMinor[period];
      if (amountMinor > maxAmountMinor) {
        throw new AppError(
          'PurchaseLimitTooHighError',
          `The ${period} purchase limit can be at most ${maxAmountMinor} cents`,
          { period, maxAmount: maxAmountMinor },
        );
      }
      const now = clock.now();
      const [row] = (await repository.listForUser(userId)).filter((each) => each.period === period);
      const current = effective(row, period, now);
      const isImmediate = amountMinor <= current.amountMinor;
      const pendingEffectiveAt = isImmediate
        ? null
        : current.pendingAmountMinor === amountMinor
          ? current.pendingEffectiveAt
          : new Date(now.getTime() + settings.coolingOffHours * HOUR_MS);
      await repository.upsert({
        userId,
        period,
        amountMinor: isImmediate ? amountMinor : current.amountMinor,
        pendingAmountMinor: isImmediate ? null : amountMinor,
        pendingEffectiveAt,
        updatedAt: now,
      });
      const limit = (await limitsOf(deps.db, userId)).find((each) => each.period === period);
      if (!limit) throw new Error(`No ${period} purchase limit`);
      return { limit, isImmediate };
    },

    /** Raises PurchaseLimitExceededError when a purchase of `amountMinor` would not fit now. */
    async assertRoomFor(userId: string, amountMinor: number): Promise<void> {
      for (const limit of await limitsOf(deps.db, userId)) {
        if (limit.used + amountMinor > limit.amount) throw exceeded(limit, limit.remaining);
      }
    },

    /**
     * Inside the transaction that has just submitted an order of `amountMinor` (so it is counted
     * already): holds the player's lock and raises PurchaseLimitExceededError, rolling the
     * submission back, when the player's counted orders now go past a limit.
     */
    async assertWithinLimits(tx: TTransaction, userId: string, amountMinor: number) {
      await createPurchaseLimitsRepository(tx).lockPlayer(userId);
      for (const limit of await limitsOf(tx, userId)) {
        if (limit.used > limit.amount) {
          throw exceeded(limit, Math.max(0, limit.amount - (limit.used - amountMinor)));
        }
      }
    },
  };
}
export type TPurchaseLimitsService = ReturnType<typeof createPurchaseLimitsService>;
