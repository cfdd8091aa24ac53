import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWalletState } from '@casino/contracts';
import {
  createLedgerTestContext,
  insertTestUsers,
  type TLedgerTestContext,
} from '#src/modules/wallet/wallet.test-support';
import type { TScBucket, TTransferRequest } from '#src/modules/wallet/wallet.types';

/**
 * The ledger against a model written separately from it: a map of balances and a map of keys.
 * Random sequences of transfers and rounds (with keys repeated on purpose, same content or not)
 * must give the same answers, the same balances and a clean reconciliation.
 */

type TCode = TTransferRequest['code'];
type TOp =
  | {
      kind: 'transfer';
      user: number;
      key: number;
      code: TCode;
      coin: 'GC' | 'SC';
      amountMinor: number;
      bucket?: TScBucket;
      direction?: 'credit' | 'debit';
    }
  | {
      kind: 'round';
      user: number;
      key: number;
      coin: 'GC' | 'SC';
      betMinor: number;
      winMinor: number;
    };

/** Purchase reversals take what the player holds, purchased SC first (decision 175). */
const REVERSAL_ORDER = ['psc', 'bsc', 'wsc'] as const;

const CODES: TCode[] = [
  'purchase_refund',
  'purchase_chargeback',
  'bet',
  'win',
  'purchase',
  'bonus',
  'welcome_bonus',
  'daily_bonus',
  'refill_bonus',
  'referral_bonus',
  'promotion',
  'redemption',
  'redemption_refund',
  'refund',
  'correction',
];

const opArbitrary: fc.Arbitrary<TOp> = fc.oneof(
  fc.record({
    kind: fc.constant('transfer' as const),
    user: fc.integer({ min: 0, max: 1 }),
    key: fc.integer({ min: 0, max: 40 }),
    code: fc.constantFrom(...CODES),
    coin: fc.constantFrom('SC' as const, 'SC' as const, 'GC' as const),
    amountMinor: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 5_000 }), weight: 12 },
      { arbitrary: fc.constant(0), weight: 1 },
    ),
    bucket: fc.option(fc.constantFrom('bsc' as const, 'psc' as const, 'wsc' as const), {
      nil: undefined,
      freq: 4,
    }),
    direction: fc.option(fc.constantFrom('credit' as const, 'debit' as const), {
      nil: undefined,
      freq: 4,
    }),
  }),
  fc.record({
    kind: fc.constant('round' as const),
    user: fc.integer({ min: 0, max: 1 }),
    key: fc.integer({ min: 0, max: 40 }),
    coin: fc.constantFrom('SC' as const, 'SC' as const, 'GC' as const),
    betMinor: fc.integer({ min: 0, max: 3_000 }),
    winMinor: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6_000 })),
  }),
);

type TModelAnswer = { state: TWalletState } | { error: string };

/** The rules restated plainly, independent of ledger-plan.ts. */
function createModel() {
  const wallets = new Map<number, TWalletState>();
  const keys = new Map<number, { content: string; state: TWalletState }>();
  const wallet = (user: number) => {
    let state = wallets.get(user);
    if (!state) {
      state = { gc: 0, bsc: 0, psc: 0, wsc: 0 };
      wallets.set(user, state);
    }
    return state;
  };
  const spend = (state: TWalletState, coin: 'GC' | 'SC', amount: number, only?: TScBucket) => {
    const order: (keyof TWalletState)[] =
      coin === 'GC' ? ['gc'] : only ? [only] : ['bsc', 'psc', 'wsc'];
    if (order.reduce((sum, bucket) => sum + state[bucket], 0) < amount) return false;
    let left = amount;
    for (const bucket of order) {
      const taken = Math.min(state[bucket], left);
      state[bucket] -= taken;
      left -= taken;
    }
    return true;
  };

  function apply(op: TOp): TModelAnswer {
    const { key: _key, ...content } = op;
    const earlier = keys.get(op.key);
    if (earlier) {
      return earlier.content === JSON.stringify(content)
        ? { state: earlier.state }
        : { error: 'IdempotencyKeyReusedError' };
    }
    const next = { ...wallet(op.user) };
    if (op.kind === 'round') {
      if (op.betMinor > 0 && !spend(next, op.coin, op.betMinor))
        return { error: 'InsufficientFundsError' };
      next[op.coin === 'GC' ? 'gc' : 'wsc'] += op.winMinor;
    } else {
      const choosable = ['bonus', 'promotion', 'refund', 'correction'].includes(op.code);
      const scOnly = ['redemption', 'redemption_refund', 'amoe'].includes(op.code);
      const isCapped = ['purchase_refund', 'purchase_chargeback'].includes(op.code);
      const fixedDirection =
        isCapped || ['bet', 'redemption'].includes(op.code) ? 'debit' : 'credit';
      const direction = op.code === 'correction' ? op.direction : fixedDirection;
      if (op.amountMinor <= 0) return { error: 'InvalidTransferError' };
      if (scOnly && op.coin !== 'SC') return { error: 'InvalidTransferError' };
      if (op.bucket && (!choosable || op.coin !== 'SC')) return { error: 'InvalidTransferError' };
      if (!direction) return { error: 'InvalidTransferError' };
      if (op.code !== 'correction' && op.direction && op.direction !== direction)
        return { error: 'InvalidTransferError' };
      if (isCapped) {
        let left = op.amountMinor;
        for (const bucket of op.coin === 'GC' ? (['gc'] as const) : REVERSAL_ORDER) {
          const taken = Math.min(next[bucket], left);
          next[bucket] -= taken;
          left -= taken;
        }
      } else if (direction === 'debit') {
        const only =
          op.code === 'redemption' ? 'wsc' : op.code === 'correction' ? op.bucket : undefined;
        if (!spend(next, op.coin, op.amountMinor, only)) return { error: 'InsufficientFundsError' };
      } else {
        const credited: Record<TCode, TScBucket> = {
          win: 'wsc',
          purchase: 'psc',
          purchase_refund: 'psc',
          purchase_chargeback: 'psc',
          redemption_refund: 'wsc',
          redemption_hold: 'wsc',
          redemption_release: 'wsc',
          bonus: 'bsc',
          welcome_bonus: 'bsc',
          daily_bonus: 'bsc',
          refill_bonus: 'bsc',
          amoe: 'bsc',
          referral_bonus: 'bsc',
          daily_mission: 'bsc',
          coin_back: 'bsc',
          event_gift: 'bsc',
          promotion: 'bsc',
          refund: 'bsc',
          correction: 'bsc',
          bet: 'bsc',
          redemption: 'wsc',
        };
        next[op.coin === 'GC' ? 'gc' : (op.bucket ?? credited[op.code])] += op.amountMinor;
      }
    }
    wallets.set(op.user, next);
    keys.set(op.key, { content: JSON.stringify(content), state: next });
    return { state: next };
  }
  return { apply, wallet };
}

describe('ledger matches its model (property)', () => {
  let context: TLedgerTestContext;
  beforeAll(async () => {
    context = await createLedgerTestContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it('answers, balances and reconciliation agree for random operation sequences', async () => {
    const runs = context.database.kind === 'pglite' ? 20 : 60;
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 40 }), async (ops) => {
        const run = randomUUID();
        const users = await insertTestUsers(context.database.db, 2);
        const model = createModel();
        for (const op of ops) {
          const expected = model.apply(op);
          const userId = users[op.user] as string;
          const idempotencyKey = `${run}:${op.key}`;
          const { kind: _kind, user: _user, key: _key, ...rest } = op;
          const actual = await (
            op.kind === 'round'
              ? context.wallet.settleRound({
                  idempotencyKey,
                  userId,
                  coin: op.coin,
                  betMinor: op.betMinor,
                  winMinor: op.winMinor,
                })
              : context.wallet.transfer({
                  idempotencyKey,
                  userId,
                  ...(rest as Omit<TTransferRequest, 'idempotencyKey' | 'userId'>),
                })
          ).then(
            (result) => ({ state: result.state }),
            (error: Error) => ({ error: error.name }),
          );
          expect(actual).toEqual(expected);
        }
        for (const [index, userId] of users.entries()) {
          expect((await context.wallet.getWallet(userId)).state).toEqual(model.wallet(index));
        }
      }),
      { numRuns: runs },
    );
    expect((await context.reconciliation.reconcile()).isBalanced).toBe(true);
  });
});
