import type { TDomainEvents, TUserWallet } from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import type { TDatabase, TExecutor, TTransaction } from '#src/db/client';
import type { TEventBus } from '#src/lib/event-bus';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import { notFound } from '#src/lib/errors';
import {
  applyLegs,
  assertIdempotencyKey,
  CODE_RULES,
  coinOfBucket,
  planRedemptionPayout,
  planRound,
  planTransfer,
} from '#src/modules/wallet/ledger-plan';
import { hashRequest } from '#src/lib/request-hash';
import {
  IdempotencyKeyReusedError,
  InsufficientFundsError,
} from '#src/modules/wallet/wallet.errors';
import {
  playerBalancesOf,
  playerBalancesSql,
  type TStoredOutcome,
  type TWalletRepository,
} from '#src/modules/wallet/wallet.repository';
import type {
  THousePurpose,
  TPlayerLeg,
  TRedemptionPayoutRequest,
  TSettleRoundRequest,
  TTransferCode,
  TTransferRequest,
  TTransferResult,
  TWalletSnapshot,
} from '#src/modules/wallet/wallet.types';
import type { TJsonValue, TWalletState } from '@casino/contracts';

/**
 * Runs inside the ledger transaction right after the transfer is written (not for a replay):
 * what must commit with the money (a round's state, its outbox event) goes here.
 */
export type TWithinTransaction = (tx: TTransaction, result: TTransferResult) => Promise<void>;
interface TMoveOptions {
  withinTransaction?: TWithinTransaction;
  actor?: TAuditActor;
}

/**
 * The wallet (ledger) service: the only code that changes balances. Other modules call:
 *
 * - `transfer(request)`: one movement between a player and a house account, by `code`
 *   (bet, win, purchase, bonus, welcome_bonus, daily_bonus, refill_bonus, referral_bonus,
 *   daily_mission, coin_back, event_gift, amoe,
 *   promotion, redemption, redemption_refund, redemption_hold, redemption_release, refund,
 *   correction). redemption_hold moves winnings into pending_redemptions; redemption_release
 *   returns them.
 * - `payOutRedemption(request)`: held winnings leave pending_redemptions for redemptions.
 *   SC debits spend bsc → psc → wsc; redemptions spend wsc only; wins credit wsc; purchases psc;
 *   bonuses and promotions bsc unless a `bucket` is given.
 * - `settleRound(request)`: a game round's bet and win in ONE transfer (code 'round').
 * - `getWallet(userId)`: balances, creating the empty wallet on first use.
 *
 * Both writes take an idempotency key: the same key with the same content answers the first
 * result with `isReplay: true` and moves nothing; with different content it throws
 * IdempotencyKeyReusedError (409). They also throw InsufficientFundsError (402),
 * InvalidTransferError (400) and NotFoundError (404, no such user). After a commit they emit
 * 'wallet.changed', which the socket layer pushes to the player's room.
 */
export function createWalletService(deps: {
  db: TDatabase;
  repository: TWalletRepository;
  events: TEventBus<TDomainEvents>;
  /** Absent where no one acts through HTTP (seed, reconcile command): audited moves refuse. */
  audit?: Pick<TAuditService, 'record'>;
}) {
  const { db, repository, events } = deps;
  const houseAccountIds = new Map<string, number>();

  /** Resolved outside any transaction, so a rolled-back transaction never leaves a stale id. */
  async function houseAccount(purpose: THousePurpose, coin: TCoinType): Promise<number> {
    const key = `${purpose}:${coin}`;
    let id = houseAccountIds.get(key);
    if (id === undefined) {
      id = await repository.houseAccountId(db, purpose, coin);
      houseAccountIds.set(key, id);
    }
    return id;
  }

  async function replay(idempotencyKey: string, requestHash: string) {
    const stored = await repository.findTransfer(db, idempotencyKey);
    if (!stored) return null;
    if (stored.requestHash !== requestHash) throw new IdempotencyKeyReusedError(idempotencyKey);
    const result: TTransferResult = {
      transferId: String(stored.id),
      idempotencyKey,
      code: stored.code,
      userId: stored.userId,
      coin: stored.currency,
      legs: stored.outcome.legs,
      state: stored.outcome.state,
      createdAt: stored.createdAt,
      isReplay: true,
    };
    return result;
  }

  async function move(input: {
    idempotencyKey: string;
    code: TTransferCode;
    userId: string;
    coin: TCoinType;
    metadata: unknown;
    requestHash: string;
    housePurposes: THousePurpose[];
    plan: (balances: TWalletState) => TPlayerLeg[];
    withinTransaction: TWithinTransaction | undefined;
    actor?: TAuditActor | undefined;
  }): Promise<TTransferResult> {
    assertIdempotencyKey(input.idempotencyKey);
    const { audit } = deps;
    if (input.actor && !audit) throw new Error('An audited transfer needs the audit service');

    const houseIds = new Map<string, number>();
    for (const purpose of input.housePurposes) {
      houseIds.set(`${purpose}:${input.coin}`, await houseAccount(purpose, input.coin));
    }

    let result: TTransferResult | null;
    try {
      result = await db.transaction(async (tx) => {
        let accounts = await repository.lockPlayerAccounts(tx, input.userId);
        if (accounts.length < 4) {
          await repository.ensureWallet(tx, input.userId);
          accounts = await repository.lockPlayerAccounts(tx, input.userId);
        }
        const balances: TWalletState = { gc: 0, bsc: 0, psc: 0, wsc: 0 };
        const accountIds = new Map<string, number>();
        for (const account of accounts) {
          balances[account.bucket] = account.balanceMinor;
          accountIds.set(account.bucket, account.id);
        }
        const legs = input.plan(balances);
        const outcome: TStoredOutcome = { legs, state: applyLegs(balances, legs) };
        const deltas = new Map<number, number>();
        const postings = [];
        for (const leg of legs) {
          const accountId = accountIds.get(leg.bucket) as number;
          const currency = coinOfBucket(leg.bucket);
          deltas.set(accountId, (deltas.get(accountId) ?? 0) + leg.amountMinor);
          postings.push({ accountId, currency, amountMinor: leg.amountMinor });
          postings.push({
            accountId: houseIds.get(`${leg.house}:${currency}`) as number,
            currency,
            amountMinor: -leg.amountMinor,
          });
        }
        for (const [accountId, delta] of deltas) if (delta === 0) deltas.delete(accountId);
        const inserted = await repository.commitTransfer(tx, {
          idempotencyKey: input.idempotencyKey,
          code: input.code,
          userId: input.userId,
          currency: input.coin,
          requestHash: input.requestHash,
          metadata: input.metadata ?? {},
          outcome,
          deltas,
          postings,
        });
        if (!inserted) return null;
        // Defence in depth: the lock makes this unreachable; the guard refuses an overdraft anyway.
        if (inserted.updatedCount !== deltas.size) throw new InsufficientFundsError();
        if (input.actor && audit) {
          await audit.record(tx, {
            actor: input.actor,
            action: `ledger.${input.code}`,
            target: { type: 'player', id: input.userId },
            before: { ...balances },
            after: {
              transferId: String(inserted.id),
              coin: input.coin,
              legs: legs.map((leg) => ({ ...leg })),
              state: { ...outcome.state },
              metadata: (input.metadata ?? {}) as TJsonValue,
            },
          });
        }
        const moved = {
          transferId: String(inserted.id),
          idempotencyKey: input.idempotencyKey,
          code: input.code,
          userId: input.userId,
          coin: input.coin,
          legs,
          state: outcome.state,
          createdAt: inserted.createdAt,
          isReplay: false,
        } satisfies TTransferResult;
        await input.withinTransaction?.(tx, moved);
        return moved;
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(`No user ${input.userId}`);
      // A twin with the same key may have committed while we waited for the lock.
      const twin = await replay(input.idempotencyKey, input.requestHash);
      if (twin) return twin;
      throw error;
    }
    if (!result) {
      const twin = await replay(input.idempotencyKey, input.requestHash);
      if (!twin) throw new Error(`Transfer ${input.idempotencyKey} vanished after a conflict`);
      return twin;
    }
    events.emit('wallet.changed', {
      userId: result.userId,
      transferId: result.transferId,
      code: result.code,
      coin: result.coin,
      state: result.state,
      roundId: roundIdOf(input.metadata),
      occurredAt: result.createdAt,
    });
    return result;
  }

  async function getWallet(userId: string): Promise<TWalletSnapshot> {
    const existing = await repository.readWallet(db, userId);
    if (existing) return existing;
    try {
      await repository.ensureWallet(db, userId);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(`No user ${userId}`);
      throw error;
    }
    const created = await repository.readWallet(db, userId);
    if (!created) throw new Error(`Wallet of ${userId} was not created`);
    return created;
  }

  return {
    /**
     * With `actor` (operator corrections) the move and its audit row commit together; with
     * `withinTransaction` a round's state and its outbox event commit with the money.
     */
    transfer(request: TTransferRequest, options: TMoveOptions = {}): Promise<TTransferResult> {
      const { idempotencyKey, ...content } = request;
      return move({
        actor: options.actor,
        withinTransaction: options.withinTransaction,
        idempotencyKey,
        code: request.code,
        userId: request.userId,
        coin: request.coin,
        metadata: request.metadata,
        requestHash: hashRequest({ kind: 'transfer', ...content }),
        housePurposes: [CODE_RULES[request.code].house],
        plan: (balances) => planTransfer(request, balances),
      });
    },

    settleRound(
      request: TSettleRoundRequest,
      options: TMoveOptions = {},
    ): Promise<TTransferResult> {
      const { idempotencyKey, ...content } = request;
      return move({
        withinTransaction: options.withinTransaction,
        idempotencyKey,
        code: 'round',
        userId: request.userId,
        coin: request.coin,
        metadata: request.metadata,
        requestHash: hashRequest({ kind: 'round', ...content }),
        housePurposes: ['bets', 'wins'],
        plan: (balances) => planRound(request, balances),
      });
    },

    /** A held redemption paid (code 'redemption_payout'); the player's balance is unchanged. */
    payOutRedemption(
      request: TRedemptionPayoutRequest,
      options: TMoveOptions = {},
    ): Promise<TTransferResult> {
      const { idempotencyKey, ...content } = request;
      return move({
        actor: options.actor,
        withinTransaction: options.withinTransaction,
        idempotencyKey,
        code: 'redemption_payout',
        userId: request.userId,
        coin: 'SC',
        metadata: request.metadata,
        requestHash: hashRequest({ kind: 'redemption_payout', ...content }),
        housePurposes: ['pending_redemptions', 'redemptions'],
        plan: () => planRedemptionPayout(request),
      });
    },

    getWallet,

    /** Whether the player was ever moved money for this reason (e.g. bought coins before). */
    hasTransferOfCode(userId: string, code: TTransferCode): Promise<boolean> {
      return repository.hasTransferOfCode(db, userId, code);
    },

    /**
     * The balances each transfer left (e.g. settled rounds'), whatever happened since, in one
     * read; `executor` reads them inside a caller's transaction.
     */
    statesAfterTransfers(
      transferIds: readonly string[],
      executor: TExecutor = db,
    ): Promise<Map<string, TWalletState>> {
      return repository.readStatesAfter(executor, transferIds);
    },

    /**
     * What a caller that writes a round's transfer in its own statement (rgs_play_round,
     * decision 151) needs to write exactly what settleRound / transfer would: the house
     * accounts of the coin and the request hashes a later replay of the same key compares.
     */
    async roundStatementInputs(coin: TCoinType) {
      return {
        houseAccountIds: {
          bets: await houseAccount('bets', coin),
          wins: await houseAccount('wins', coin),
        },
        roundHash: ({ idempotencyKey: _key, ...content }: TSettleRoundRequest) =>
          hashRequest({ kind: 'round', ...content }),
        betHash: ({ idempotencyKey: _key, ...content }: TTransferRequest) =>
          hashRequest({ kind: 'transfer', ...content }),
      };
    },

    /**
     * For a caller that reads a player's balances beside its own write, in one statement (a
     * round's next step): the statement part, and the balances from what it read.
     */
    balancesPart: playerBalancesSql,
    balancesOf: playerBalancesOf,

    /** The spec's userWallet answer (minor units). */
    async getUserWallet(userId: string): Promise<TUserWallet> {
      const wallet = await getWallet(userId);
      const { gc, bsc, psc, wsc } = wallet.state;
      return {
        gcCoin: gc,
        scCoin: { bsc, psc, wsc },
        totalScCoin: bsc + psc + wsc,
        walletId: wallet.walletId,
        currencyCode: wallet.currencyCode,
        ownerId: userId,
      };
    },
  };
}
export type TWalletService = ReturnType<typeof createWalletService>;

/** The game round a transfer belongs to: the rgs module puts `roundId` in its transfers' metadata. */
function roundIdOf(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null || !('roundId' in metadata)) return null;
  return typeof metadata.roundId === 'string' ? metadata.roundId : null;
}

/** PostgreSQL 23503: the wallet's user does not exist. Drizzle wraps driver errors in `cause`. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
