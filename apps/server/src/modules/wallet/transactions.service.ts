import {
  TRANSACTIONS_WINDOW_DAYS,
  type TGetTransactionsResponse,
  type TTransactionActionType,
} from '@casino/contracts';
import type { TClock } from '#src/lib/clock';
import { badRequest } from '#src/lib/errors';
import type { TTransactionsRepository } from '#src/modules/wallet/transactions.repository';
import type { TTransferCode } from '#src/modules/wallet/wallet.types';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = TRANSACTIONS_WINDOW_DAYS * DAY_MS;

/** Which transfer codes each action type lists (decision 174); every code is in exactly one. */
export const CODES_BY_ACTION_TYPE = {
  purchase: ['purchase', 'purchase_refund', 'purchase_chargeback', 'refund'],
  bonus: [
    'bonus',
    'welcome_bonus',
    'daily_bonus',
    'refill_bonus',
    'amoe',
    'referral_bonus',
    'promotion',
    'daily_mission',
    'coin_back',
    'event_gift',
  ],
  game: ['bet', 'win', 'round'],
  redemption: [
    'redemption',
    'redemption_refund',
    'redemption_hold',
    'redemption_release',
    'redemption_payout',
  ],
  adjustment: ['correction'],
} as const satisfies Record<TTransactionActionType, readonly TTransferCode[]>;

const ACTION_TYPE_OF = new Map<TTransferCode, TTransactionActionType>(
  Object.entries(CODES_BY_ACTION_TYPE).flatMap(([actionType, codes]) =>
    codes.map((code) => [code, actionType as TTransactionActionType] as const),
  ),
);

export function actionTypeOf(code: TTransferCode): TTransactionActionType {
  return ACTION_TYPE_OF.get(code) ?? 'adjustment';
}

/** GET user/transactions: the player's own ledger movements in a window of at most 14 days. */
export function createTransactionsService(deps: {
  repository: TTransactionsRepository;
  clock: TClock;
}) {
  return {
    /** Raises BadRequestError for a window that ends before it starts or spans over 14 days. */
    async list(
      userId: string,
      query: {
        actionType: TTransactionActionType | 'all';
        startDate?: string | undefined;
        endDate?: string | undefined;
        limit: number;
        page: number;
      },
    ): Promise<TGetTransactionsResponse['data']['data']> {
      const to = query.endDate ? new Date(query.endDate) : deps.clock.now();
      const from = query.startDate ? new Date(query.startDate) : new Date(to.getTime() - WINDOW_MS);
      if (from.getTime() > to.getTime()) {
        throw badRequest('startDate must not be after endDate');
      }
      if (to.getTime() - from.getTime() > WINDOW_MS) {
        throw badRequest(`The window may span at most ${TRANSACTIONS_WINDOW_DAYS} days`);
      }
      const codes: readonly TTransferCode[] =
        query.actionType === 'all'
          ? Object.values(CODES_BY_ACTION_TYPE).flat()
          : CODES_BY_ACTION_TYPE[query.actionType];
      const { rows, totalCount } = await deps.repository.listForUser({
        userId,
        codes,
        from,
        to,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        rows: rows.map((row) => ({
          transactionId: row.id,
          actionType: actionTypeOf(row.code),
          code: row.code,
          status: row.status,
          coin: row.currency,
          amount: row.amountMinor,
          reference: row.reference,
          createdAt: row.createdAt,
        })),
        page: query.page,
        limit: query.limit,
        totalCount,
        startDate: from.toISOString(),
        endDate: to.toISOString(),
      };
    },
  };
}

export type TTransactionsService = ReturnType<typeof createTransactionsService>;
