import { randomUUID } from 'node:crypto';
import type {
  TAdminRedeemTransaction,
  TCreateWithdrawRequestBody,
  TPayoutCurrencyCode,
  TRedeemCardOption,
  TRedeemMethod,
  TRedeemMethodRules,
  TRedeemOptions,
  TRedeemTransaction,
  TRedeemStage,
  TRedeemStatus,
  TPreparationResult,
} from '@casino/contracts';
import { ADMIN_REDEMPTIONS_LIMIT, REDEEM_REQUESTS_LIMIT } from '@casino/contracts';
import type { TTransaction } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { AppError, badRequest } from '#src/lib/errors';
import type { Logger } from 'pino';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import {
  createRedemptionRepository,
  type TRedeemCard,
  type TRedeemRequestRow,
  type TRedemptionRepository,
} from '#src/modules/redemption/redemption.repository';
import { createRedemptionOtpRepository } from '#src/modules/redemption/redemption-otp.repository';
import {
  PayoutProviderUnavailableError,
  type TPayoutHeaders,
  type TPayoutOrder,
  type TPayoutProvider,
} from '#src/modules/redemption/payout-provider';
import type { TKycService } from '#src/modules/kyc/kyc.service';
import type { TCardCheck, TPocService } from '#src/modules/poc/poc.service';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

/** What redemption is configured with (decision 180). */
export interface TRedemptionSettings {
  bank: TRedeemMethodRules;
  /** Payouts to a linked bank account, confirmed by a code by text (decision 198). */
  payouts: TRedeemMethodRules;
  /** To a Skrill wallet named by its e-mail, with a code; Interac e-Transfers in CAD (decision 138). */
  skrill: TRedeemMethodRules;
  interac: TRedeemMethodRules;
  /** Back to a card the player saved while buying (decision 205). */
  card: TRedeemMethodRules;
  /** The site root, where the provider's bank page returns. */
  publicUrl: string;
}

/** Fee of an amount: fixed plus basis points, rounded up to the hundredth. */
export function feeOf(rules: TRedeemMethodRules, amountMinor: number): number {
  return rules.feeFixed + Math.ceil((amountMinor * rules.feeBasisPoints) / 10_000);
}

/** What the provider pays: amount minus fee at the method's rate, rounded down to the hundredth. */
export function payoutOf(rules: TRedeemMethodRules, amountMinor: number): number {
  return Math.floor(
    ((amountMinor - feeOf(rules, amountMinor)) * rules.payoutRateBasisPoints) / 10_000,
  );
}

const PAYMENT_PROVIDERS = {
  bank: 'BANK',
  payouts: 'PAYOUTS',
  skrill: 'SKRILL',
  interac: 'INTERAC',
  card: 'CARD',
} as const satisfies Record<TRedeemMethod, TRedeemTransaction['paymentProvider']>;

/**
 * Where a request is paid: a linked bank account or a saved card (its id as text), or an e-mail
 * (and, for Interac, a name).
 */
export type TPayoutDestination = { userPmId: string } | { email: string; name: string | null };

const holdKey = (id: string) => `redemption:${id}:hold`;
const releaseKey = (id: string) => `redemption:${id}:release`;
const payoutKey = (id: string) => `redemption:${id}:payout`;
const merchantRefOf = (id: string) => `redeem-${id}`;
const MERCHANT_REF = /^redeem-([0-9a-f-]{36})$/;

/** What the player sees of a phone number: its last two digits. */
export function phoneEndingOf(phone: string): string {
  return phone.slice(-2);
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

function notFound(id: string): AppError {
  return new AppError('RedeemRequestNotFoundError', `No redeem request ${id}`);
}

function stateError(row: TRedeemRequestRow, action: string): AppError {
  return new AppError(
    'RedeemRequestStateError',
    `The request is ${row.status}: it cannot be ${action}`,
    {
      status: row.status,
    },
  );
}

/** A saved card's id (an int32, decision 196) in a request's userPMId. */
const CARD_ID = /^[1-9][0-9]{0,9}$/;
function cardIdOf(userPmId: string): number | null {
  const id = CARD_ID.test(userPmId) ? Number(userPmId) : Number.NaN;
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The provider's order for an approved request, paid where the request says; a card request
 * names the saved card's handle, read when the request is approved (null: no longer saved).
 */
function payoutOrderOf(row: TRedeemRequestRow, card: TRedeemCard | null): TPayoutOrder | null {
  const base = { merchantRefNum: merchantRefOf(row.id), amountMinor: row.payoutAmountMinor };
  switch (row.method as TRedeemMethod) {
    case 'skrill':
      return { ...base, method: 'skrill', currencyCode: 'USD', email: required(row.payoutEmail) };
    case 'interac':
      return {
        ...base,
        method: 'interac',
        currencyCode: 'CAD',
        email: required(row.payoutEmail),
        name: required(row.payoutName),
      };
    case 'bank':
    case 'payouts':
      return { ...base, method: 'bank', currencyCode: 'USD', uniqueUpoId: required(row.userPmId) };
    case 'card':
      return card
        ? {
            ...base,
            method: 'card',
            currencyCode: 'USD',
            paymentHandleToken: card.paymentHandleToken,
          }
        : null;
  }
}

function required(value: string | null): string {
  if (value === null) throw new Error('A redeem request lacks where it is paid');
  return value;
}

/**
 * Redemption requests (spec §4, §7 Redemption; decision 180). Money moves only in the ledger:
 * a request holds its SC winnings in pending_redemptions (redemption_hold) in the transaction
 * that writes the row; cancel, reject and a failed payout return them (redemption_release) in
 * the transaction of their status change; the provider's paid notification settles them
 * (redemption_payout). Each status change is conditional on the status it leaves, so of two
 * racing changes one wins and the other answers 409 and moves nothing.
 */
export function createRedemptionService(deps: {
  repository: TRedemptionRepository;
  inTransaction: TUnitOfWork<TRedemptionRepository>;
  wallet: TWalletService;
  audit: Pick<TAuditService, 'record'>;
  provider: TPayoutProvider;
  settings: TRedemptionSettings;
  /**
   * The identity check (decision 188): raises ForceKYCError, and forces the check, when the
   * operator requires it before a redemption and the player is not verified.
   */
  kyc: Pick<TKycService, 'assertVerifiedForRedemption' | 'isVerified'>;
  /**
   * Card ownership (decision 135): holds a new request for the check when it is needed, and
   * says whether a request still waits for it (the operator cannot approve it then).
   */
  poc: Pick<
    TPocService,
    'prepareRedemption' | 'isRedemptionHeld' | 'cardChecksOf' | 'verifiedEndings'
  >;
  /** Where codes by text go: the player's verified phone (decision 198). */
  phones: { verifiedPhoneOf(userId: string): Promise<string | null> };
  /**
   * Asks the outbox for a pass after a commit: each status change wrote its redemption.changed
   * row in its transaction (decision 210), and the outbox delivers it to the socket.
   */
  nudge: () => void;
  clock: TClock;
  logger: Logger;
}) {
  const { repository, wallet, settings, clock } = deps;

  /** The provider unreachable: logged, answered 502 PaymentProviderError. */
  async function unavailableAsError<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (!(error instanceof PayoutProviderUnavailableError)) throw error;
      deps.logger.error({ err: error }, 'payout provider unavailable');
      throw new AppError('PaymentProviderError', 'The payout provider could not be reached');
    }
  }

  /**
   * What the tracker's checks read beside the row: whether the player's identity check has
   * passed (requests are made after it) and the request's card-ownership check, if it has one.
   */
  interface TStageFacts {
    isVerified: boolean;
    cardCheck: TCardCheck | undefined;
  }

  function stagesOf(
    row: TRedeemRequestRow,
    { isVerified, cardCheck }: TStageFacts,
  ): TRedeemStage[] {
    const isStopped =
      row.status === 'rejected' || row.status === 'canceled' || row.status === 'expired';
    const waitsForCard = cardCheck !== undefined && cardCheck.state !== 'done';
    const approved: TRedeemStage['state'] =
      row.approvedAt !== null
        ? 'done'
        : isStopped
          ? 'stopped'
          : row.status === 'activation' || waitsForCard
            ? 'upcoming'
            : 'current';
    const paid: TRedeemStage['state'] =
      row.status === 'paid'
        ? 'done'
        : isStopped
          ? 'stopped'
          : row.status === 'approved'
            ? 'current'
            : 'upcoming';
    return [
      { name: 'requested', state: 'done', at: row.createdAt.toISOString() },
      {
        name: 'identityCheck',
        state: isVerified ? 'done' : 'skipped',
        at: isVerified ? row.createdAt.toISOString() : null,
      },
      cardCheck === undefined
        ? { name: 'cardCheck', state: 'skipped', at: null }
        : {
            name: 'cardCheck',
            state: isStopped && cardCheck.state === 'current' ? 'stopped' : cardCheck.state,
            at: cardCheck.at,
          },
      { name: 'approved', state: approved, at: iso(row.approvedAt) },
      { name: 'paid', state: paid, at: iso(row.paidAt) },
    ];
  }

  function present(row: TRedeemRequestRow, facts: TStageFacts): TRedeemTransaction {
    return {
      withdrawRequestId: row.id,
      status: row.status as TRedeemStatus,
      acknowledged: row.acknowledged,
      paymentProvider: PAYMENT_PROVIDERS[row.method as TRedeemMethod],
      isProcess:
        row.status === 'activation' || row.status === 'pending' || row.status === 'approved',
      paymentMethodType: row.method as TRedeemMethod,
      amount: row.amountMinor,
      fee: row.feeMinor,
      payoutAmount: row.payoutAmountMinor,
      payoutCurrencyCode: row.payoutCurrencyCode as TPayoutCurrencyCode,
      reason: row.reason,
      stages: stagesOf(row, facts),
      activationExpiresAt: row.status === 'activation' ? iso(row.activationExpiresAt) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The facts of each row: one identity read per player, one card-check read for all rows. */
  async function factsOf(
    rows: TRedeemRequestRow[],
  ): Promise<(row: TRedeemRequestRow) => TStageFacts> {
    const verified = new Map<string, boolean>();
    for (const userId of new Set(rows.map((row) => row.userId))) {
      verified.set(userId, await deps.kyc.isVerified(userId));
    }
    const cardChecks = await deps.poc.cardChecksOf(rows.map((row) => row.id));
    return (row) => ({
      isVerified: verified.get(row.userId) === true,
      cardCheck: cardChecks.get(row.id),
    });
  }

  async function presentMany(rows: TRedeemRequestRow[]): Promise<TRedeemTransaction[]> {
    const facts = await factsOf(rows);
    return rows.map((row) => present(row, facts(row)));
  }

  async function presentOne(row: TRedeemRequestRow): Promise<TRedeemTransaction> {
    return present(row, (await factsOf([row]))(row));
  }

  function presentAdmin(row: TRedeemRequestRow, facts: TStageFacts): TAdminRedeemTransaction {
    return {
      ...present(row, facts),
      userId: row.userId,
      userPMId: row.userPmId,
      payoutEmail: row.payoutEmail,
      payoutName: row.payoutName,
      payoutId: row.payoutId,
      decidedBy: row.decidedBy,
    };
  }

  async function presentAdminOne(row: TRedeemRequestRow): Promise<TAdminRedeemTransaction> {
    return presentAdmin(row, (await factsOf([row]))(row));
  }

  /**
   * Returns a request's held SC and moves it from `from` to `to` in one transaction (a code it
   * waited for goes with it). A replayed release (a twin already returned the money) succeeds
   * only if the twin made the same change. A rejection or expiry waits for the player to close
   * its dialog (decision 199); a cancel is the player's own doing.
   */
  async function release(
    row: TRedeemRequestRow,
    from: TRedeemStatus,
    to: 'canceled' | 'rejected' | 'expired',
    changes: { reason: string | null; decidedBy: string | null },
    actor: TAuditActor | null,
  ): Promise<TRedeemRequestRow> {
    const outcome: { changed: TRedeemRequestRow | null } = { changed: null };
    const result = await wallet.transfer(
      {
        idempotencyKey: releaseKey(row.id),
        code: 'redemption_release',
        userId: row.userId,
        coin: 'SC',
        amountMinor: row.amountMinor,
        metadata: { redeemRequestId: row.id },
      },
      {
        withinTransaction: async (tx, moved) => {
          const now = clock.now();
          const inTx = createRedemptionRepository(tx);
          outcome.changed = await inTx.transition(
            row.id,
            from,
            to,
            {
              ...changes,
              closedAt: now,
              acknowledged: to === 'canceled',
              activationExpiresAt: null,
            },
            now,
          );
          if (!outcome.changed) throw stateError((await inTx.find(row.id)) ?? row, to);
          await createRedemptionOtpRepository(tx).delete(row.id);
          if (actor) {
            await deps.audit.record(tx, {
              actor,
              action: `redemption.${to === 'canceled' ? 'cancel' : to === 'expired' ? 'expire' : 'reject'}`,
              target: { type: 'redeem_request', id: row.id },
              before: { status: from },
              after: { status: to, reason: changes.reason, transferId: moved.transferId },
            });
          }
        },
      },
    );
    if (outcome.changed) {
      deps.nudge();
      return outcome.changed;
    }
    const current = (await repository.find(row.id)) ?? row;
    if (result.isReplay && current.status === to) return current;
    throw stateError(current, to);
  }

  async function settlePaid(row: TRedeemRequestRow): Promise<void> {
    const paid: { row: TRedeemRequestRow | null } = { row: null };
    await wallet.payOutRedemption(
      {
        idempotencyKey: payoutKey(row.id),
        userId: row.userId,
        amountMinor: row.amountMinor,
        metadata: { redeemRequestId: row.id },
      },
      {
        withinTransaction: async (tx) => {
          const now = clock.now();
          const changed = await createRedemptionRepository(tx).transition(
            row.id,
            'approved',
            'paid',
            { paidAt: now, closedAt: now },
            now,
          );
          if (!changed) throw stateError(row, 'paid');
          paid.row = changed;
        },
      },
    );
    if (paid.row) deps.nudge();
  }

  /**
   * Validates an amount against its method's rules and the identity check, then holds the SC and
   * writes the request in one transaction; `withinTransaction` adds what must commit with it
   * (a code's hash, the expiry job). Raises RedeemAmountOutOfRangeError, ForceKYCError,
   * InsufficientFundsError.
   */
  async function hold(
    userId: string,
    input: {
      method: TRedeemMethod;
      destination: TPayoutDestination;
      amountMinor: number;
      ipAddress: string | null;
      activationExpiresAt?: Date;
    },
    withinTransaction?: (tx: TTransaction, row: TRedeemRequestRow) => Promise<void>,
  ): Promise<TRedeemRequestRow> {
    const rules = settings[input.method];
    const isActivation = input.activationExpiresAt !== undefined;
    if (rules.isOtpRequired !== isActivation) {
      throw new Error(`A ${input.method} request ${isActivation ? 'has no' : 'needs a'} code`);
    }
    if (rules.isEmailRequired !== 'email' in input.destination) {
      throw new Error(`A ${input.method} request is not paid to what it was given`);
    }
    const fee = feeOf(rules, input.amountMinor);
    if (
      input.amountMinor < rules.minAmount ||
      input.amountMinor > rules.maxAmount ||
      fee >= input.amountMinor
    ) {
      throw new AppError(
        'RedeemAmountOutOfRangeError',
        `Redeem between ${rules.minAmount / 100} and ${rules.maxAmount / 100} SC`,
        { minAmount: rules.minAmount, maxAmount: rules.maxAmount },
      );
    }
    await deps.kyc.assertVerifiedForRedemption(userId);
    const id = randomUUID();
    const written: { row: TRedeemRequestRow | null } = { row: null };
    await wallet.transfer(
      {
        idempotencyKey: holdKey(id),
        code: 'redemption_hold',
        userId,
        coin: 'SC',
        amountMinor: input.amountMinor,
        metadata: { redeemRequestId: id },
      },
      {
        withinTransaction: async (tx) => {
          written.row = await createRedemptionRepository(tx).insert({
            id,
            userId,
            method: input.method,
            ...('email' in input.destination
              ? { payoutEmail: input.destination.email, payoutName: input.destination.name }
              : { userPmId: input.destination.userPmId }),
            amountMinor: input.amountMinor,
            feeMinor: fee,
            payoutAmountMinor: payoutOf(rules, input.amountMinor),
            payoutCurrencyCode: rules.payoutCurrencyCode,
            ipAddress: input.ipAddress?.slice(0, 45) ?? null,
            // A request in activation shows its dialog if the player leaves without the code.
            ...(isActivation
              ? {
                  status: 'activation',
                  acknowledged: false,
                  activationExpiresAt: input.activationExpiresAt,
                }
              : {}),
          });
          await withinTransaction?.(tx, written.row);
        },
      },
    );
    if (!written.row) throw new Error(`Redeem request ${id} was not written`);
    deps.nudge();
    return written.row;
  }

  /**
   * The player's live saved card a card redemption names. Raises BadRequestError (not a card
   * id), SavedCardNotFoundError (another player's, removed or expired: indistinguishable).
   */
  async function ownLiveCard(userId: string, userPmId: string): Promise<TRedeemCard> {
    const id = cardIdOf(userPmId);
    if (id === null) throw badRequest('userPMId is not a saved card id');
    const card = await repository.liveCard(userId, id, clock.now());
    if (!card) throw new AppError('SavedCardNotFoundError', `No saved card ${userPmId}`);
    return card;
  }

  /**
   * The card-ownership check of a request that reaches the operator (decision 206): every method
   * waits for it; a card request asks for the card it pays, the others for the newest purchase
   * card. Requests in activation are prepared once their code is right.
   */
  async function prepare(
    row: TRedeemRequestRow,
    paidToCardEnding: string | null = null,
  ): Promise<TPreparationResult> {
    return deps.poc.prepareRedemption(row.userId, row.id, row.amountMinor, paidToCardEnding);
  }

  return {
    async options(userId: string): Promise<TRedeemOptions> {
      const [{ state }, accounts, phone] = await Promise.all([
        wallet.getWallet(userId),
        unavailableAsError(deps.provider.listBankAccounts(userId)),
        deps.phones.verifiedPhoneOf(userId),
      ]);
      return {
        redeemableAmount: state.wsc,
        methods: [
          settings.card,
          settings.bank,
          settings.payouts,
          settings.skrill,
          settings.interac,
        ],
        bankAccounts: accounts.map((account) => ({
          userPMId: account.uniqueUpoId,
          bankName: account.bankName,
          accountNumberLast4: account.accountNumberLast4,
        })),
        phoneEnding: phone ? phoneEndingOf(phone) : null,
      };
    },

    /**
     * Spec §7 redeem-cards: the player's live saved cards a card redemption can pay, newest
     * first; with internal data, whether a passed card check verified each (decision 205).
     */
    async redeemCards(userId: string, withInternalData: boolean): Promise<TRedeemCardOption[]> {
      const [cards, verified] = await Promise.all([
        repository.liveCards(userId, clock.now()),
        withInternalData ? deps.poc.verifiedEndings(userId) : null,
      ]);
      return cards.map((card) => ({
        userPMId: String(card.id),
        brand: card.brand,
        lastFour: card.lastFour,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        ...(verified ? { isOwnershipVerified: verified.has(card.lastFour) } : {}),
      }));
    },

    /** The bank accounts the player linked at the provider. Raises PaymentProviderError. */
    async bankAccounts(userId: string) {
      return unavailableAsError(deps.provider.listBankAccounts(userId));
    },

    /**
     * Unlinks one of the player's bank accounts at the provider. Raises
     * PaymentOptionNotFoundError (not the player's, or unlinked already), PaymentProviderError.
     */
    async removeBankAccount(userId: string, uniqueUpoId: string): Promise<void> {
      if (!(await unavailableAsError(deps.provider.deleteBankAccount(userId, uniqueUpoId)))) {
        throw new AppError('PaymentOptionNotFoundError', `No bank account ${uniqueUpoId}`);
      }
    },

    /** Starts linking a bank account at the provider; its page returns to the site root. */
    async captureAccount(userId: string): Promise<{ transactionId: string; redirectUrl: string }> {
      const returnUrl = new URL('/', settings.publicUrl);
      return unavailableAsError(
        deps.provider.createAccountLink({
          merchantRefNum: `link-${randomUUID()}`,
          userTokenId: userId,
          returnUrl: returnUrl.toString(),
        }),
      );
    },

    /** A held request and its preparation result (validityIssue while a POC is needed). */
    async create(
      userId: string,
      body: TCreateWithdrawRequestBody,
      ipAddress: string | null,
    ): Promise<{ redeemRequest: TRedeemTransaction; preparationResult: TPreparationResult }> {
      const card =
        body.paymentMethodType === 'card' ? await ownLiveCard(userId, body.userPMId) : null;
      const row = await hold(userId, {
        method: body.paymentMethodType,
        destination: { userPmId: body.userPMId },
        amountMinor: body.amount,
        ipAddress: body.ipAddress ?? ipAddress,
      });
      const preparationResult = await prepare(row, card?.lastFour ?? null);
      return { redeemRequest: await presentOne(row), preparationResult };
    },

    /**
     * An Interac e-Transfer (spec §5: an e-mail; decision 138): held at once and pending for the
     * operator, as a bank request. Raises what `hold` raises.
     */
    async requestInterac(
      userId: string,
      body: { coins: number; email: string; name: string },
      ipAddress: string | null,
    ): Promise<{ redeemRequest: TRedeemTransaction; preparationResult: TPreparationResult }> {
      const row = await hold(userId, {
        method: 'interac',
        destination: { email: body.email, name: body.name },
        amountMinor: body.coins,
        ipAddress,
      });
      const preparationResult = await prepare(row);
      return { redeemRequest: await presentOne(row), preparationResult };
    },

    prepare,

    hold,
    presentOne,

    /**
     * The expiry job of a request that waited too long for its code (decision 199): its SC
     * return once, whatever raced it (a confirmation, a cancel, a second run).
     */
    async expire(id: string): Promise<void> {
      const row = await repository.find(id);
      if (row?.status !== 'activation') return;
      await release(row, 'activation', 'expired', { reason: null, decidedBy: null }, null).catch(
        async (error: unknown) => {
          const current = await repository.find(id);
          if (current?.status !== 'activation') return;
          throw error;
        },
      );
    },

    async list(userId: string, isNonAcknowledgedOnly: boolean): Promise<TRedeemTransaction[]> {
      const rows = await repository.listOwn(userId, {
        isNonAcknowledgedOnly,
        limit: REDEEM_REQUESTS_LIMIT,
      });
      return presentMany(rows);
    },

    async acknowledge(userId: string, id: string): Promise<TRedeemTransaction> {
      const row = await repository.acknowledge(userId, id, clock.now());
      if (!row) throw notFound(id);
      return presentOne(row);
    },

    async cancel(userId: string, id: string, actor: TAuditActor): Promise<TRedeemTransaction> {
      const row = await repository.findOwn(userId, id);
      if (!row) throw notFound(id);
      if (row.status === 'canceled') return presentOne(row);
      if (row.status !== 'pending' && row.status !== 'activation') {
        throw stateError(row, 'canceled');
      }
      return presentOne(
        await release(row, row.status, 'canceled', { reason: null, decidedBy: null }, actor),
      );
    },

    async adminList(status: TRedeemStatus | null): Promise<TAdminRedeemTransaction[]> {
      const rows = await repository.listByStatus(status, ADMIN_REDEMPTIONS_LIMIT);
      const facts = await factsOf(rows);
      return rows.map((row) => presentAdmin(row, facts(row)));
    },

    async reject(id: string, reason: string, actor: TAuditActor): Promise<TAdminRedeemTransaction> {
      const row = await repository.find(id);
      if (!row) throw notFound(id);
      if (row.status !== 'pending') throw stateError(row, 'rejected');
      return presentAdminOne(
        await release(row, 'pending', 'rejected', { reason, decidedBy: actor.id }, actor),
      );
    },

    /**
     * Approves and hands the payout to the provider. A refusal for good (e.g. an unknown bank
     * account) rejects the request with the provider's reason and returns the SC; an
     * unreachable provider leaves it approved and answers 502 (its notification settles it).
     */
    async approve(id: string, actor: TAuditActor): Promise<TAdminRedeemTransaction> {
      const row = await repository.find(id);
      if (!row) throw notFound(id);
      if (row.status !== 'pending') throw stateError(row, 'approved');
      if (await deps.poc.isRedemptionHeld(id)) {
        throw new AppError(
          'RedeemRequestStateError',
          'The request waits for the player to verify their card',
          { status: row.status, waitsFor: 'cardVerification' },
        );
      }
      const approved = await deps.inTransaction(async (inTx, tx) => {
        const now = clock.now();
        const changed = await inTx.transition(
          id,
          'pending',
          'approved',
          // Spec §4: approvals paid by the PAYOUTS provider show no approval dialog.
          { approvedAt: now, decidedBy: actor.id, acknowledged: row.method === 'payouts' },
          now,
        );
        if (!changed) throw stateError((await inTx.find(id)) ?? row, 'approved');
        await deps.audit.record(tx, {
          actor,
          action: 'redemption.approve',
          target: { type: 'redeem_request', id },
          before: { status: 'pending' },
          after: { status: 'approved', amountMinor: row.amountMinor, feeMinor: row.feeMinor },
        });
        return changed;
      });
      deps.nudge();
      const cardId = approved.method === 'card' ? cardIdOf(required(approved.userPmId)) : null;
      const card =
        cardId === null ? null : await repository.liveCard(approved.userId, cardId, clock.now());
      const order = payoutOrderOf(approved, card);
      const answer = order
        ? await unavailableAsError(deps.provider.createPayout(order))
        : { isAccepted: false as const, reason: 'The card is no longer saved' };
      if (!answer.isAccepted) {
        return presentAdminOne(
          await release(
            approved,
            'approved',
            'rejected',
            { reason: `Payment Error: ${answer.reason}`, decidedBy: actor.id },
            actor,
          ),
        );
      }
      const withPayout = await repository.setPayoutId(id, answer.payoutId, clock.now());
      return presentAdminOne(withPayout ?? (await repository.find(id)) ?? approved);
    },

    /**
     * The provider's signed result. A repeat (or a racing twin) settles nothing twice: the
     * ledger key and the conditional status change each let one through.
     */
    async handlePayoutNotification(rawBody: string, headers: TPayoutHeaders): Promise<void> {
      const notification = deps.provider.readNotification(rawBody, headers);
      if (!notification) {
        throw new AppError('WebhookSignatureInvalidError', 'Signature missing, wrong or stale');
      }
      const match = MERCHANT_REF.exec(notification.merchantRefNum);
      const row = match?.[1] ? await repository.find(match[1]) : null;
      if (!row) throw notFound(notification.merchantRefNum);
      if (notification.amountMinor !== row.payoutAmountMinor) {
        deps.logger.error({ notification, redeemRequestId: row.id }, 'payout amount mismatch');
        throw new AppError('RedeemRequestStateError', 'The payout does not match the request');
      }
      if (notification.status === 'PENDING' || row.status !== 'approved') {
        if (notification.status !== 'PENDING' && row.status !== 'paid') {
          deps.logger.warn(
            { eventId: notification.eventId, status: row.status },
            'payout result for a request that is not approved',
          );
        }
        return;
      }
      if (notification.status === 'PAID') {
        await settlePaid(row).catch(async (error: unknown) => {
          const current = await repository.find(row.id);
          if (current?.status === 'paid') return;
          throw error;
        });
        return;
      }
      await release(
        row,
        'approved',
        'rejected',
        {
          reason: `Payment Error: ${notification.failureMessage ?? 'The payout failed'}`,
          decidedBy: row.decidedBy,
        },
        null,
      ).catch(async (error: unknown) => {
        const current = await repository.find(row.id);
        if (current?.status === 'rejected') return;
        throw error;
      });
    },
  };
}
export type TRedemptionService = ReturnType<typeof createRedemptionService>;
