import { z } from 'zod';
import { ZLimit, ZPage } from '#src/common/paging';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';
import { ZLedgerCurrency } from '#src/rest/wallet/get-ledger-reconciliation';

/** Transactions list window and page size (spec §9): 14 days, at most 100 rows a page. */
export const TRANSACTIONS_WINDOW_DAYS = 14;
export const TRANSACTIONS_LIMIT_MAX = 100;
export const TRANSACTIONS_DEFAULT_LIMIT = 20;

/**
 * What the player filters by (decision 174): every ledger movement falls in one action type.
 * `all` is every type.
 */
export const TRANSACTION_ACTION_TYPES = [
  'purchase',
  'bonus',
  'game',
  'redemption',
  'adjustment',
] as const;
export const ZTransactionActionType = z.enum(TRANSACTION_ACTION_TYPES);
export type TTransactionActionType = z.infer<typeof ZTransactionActionType>;

export const ZGetTransactionsQuery = z.object({
  actionType: z.enum(['all', ...TRANSACTION_ACTION_TYPES]).default('all'),
  /** Instants; the window defaults to the 14 days before endDate, which defaults to now. */
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
  limit: ZLimit(TRANSACTIONS_DEFAULT_LIMIT, TRANSACTIONS_LIMIT_MAX),
  page: ZPage,
  /** Shape of the rows; 1 is the only one (decision 174). */
  version: z.coerce.number().int().min(1).max(1).default(1),
});
export type TGetTransactionsQuery = z.input<typeof ZGetTransactionsQuery>;

/**
 * A row's outcome: `completed`, the coins moved; `expired`, a purchase order left unpaid past its
 * time (decision 109): nothing charged, nothing credited, amount 0.
 */
export const TRANSACTION_STATUSES = ['completed', 'expired'] as const;

/** One movement of the player's coins, newest first. */
export const ZTransactionRow = z.object({
  /** The ledger transfer's id; for an expired purchase order, the order's reference. */
  transactionId: z.string(),
  actionType: ZTransactionActionType,
  /** Why the coins moved, finer than actionType: purchase, daily_bonus, round, … */
  code: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  coin: ZLedgerCurrency,
  /** The player's net change in minor units: positive credits, negative debits. */
  amount: ZAmountMinor,
  /** The purchase's transaction id, the round id or the redemption request id, if any. */
  reference: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TTransactionRow = z.infer<typeof ZTransactionRow>;

export const ZGetTransactionsResponse = z.object({
  data: z.object({
    data: z.object({
      rows: z.array(ZTransactionRow),
      page: z.number().int(),
      limit: z.number().int(),
      totalCount: z.number().int(),
      startDate: z.iso.datetime(),
      endDate: z.iso.datetime(),
    }),
  }),
});
export type TGetTransactionsResponse = z.infer<typeof ZGetTransactionsResponse>;

/**
 * The signed-in player's own coin movements (purchases, bonuses, game rounds, redemptions) in a
 * window of at most 14 days. Raises BadRequestError for a window longer than that or ending
 * before it starts.
 */
export const getTransactionsContract = defineContract({
  method: 'GET',
  path: '/api/user/transactions',
  summary: "The player's purchases, bonuses, rounds and redemptions of the last 14 days",
  query: ZGetTransactionsQuery,
  response: ZGetTransactionsResponse,
});
