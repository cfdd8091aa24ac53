import type {
  TAdminPromoCode,
  TCreatePromoCodeBody,
  TPromoCodeErrorName,
  TPromotion,
  TRedeemPromoCodeResult,
} from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import type { TClock } from '#src/lib/clock';
import { conflict, notFound } from '#src/lib/errors';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import type { TFlagsService } from '#src/modules/flags/flags.service';
import type { TIdentityService } from '#src/modules/identity/identity.service';
import type { TProfileService } from '#src/modules/profile/profile.service';
import { PromoCodeError } from '#src/modules/promotions/promotions.errors';
import type {
  TPromoCodeRow,
  TPromoRedemptionRow,
  TPromotionsRepository,
} from '#src/modules/promotions/promotions.repository';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A redemption recorded but not paid (the process stopped between the two) is paid by the
 * player's next attempt once it is this old; a younger one belongs to a request still running.
 */
export const UNPAID_REDEMPTION_RETRY_MS = 30_000;

/** Codes are compared in upper case, without surrounding spaces. */
export function normalisePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

function toAdmin(row: TPromoCodeRow): TAdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    gcAmount: row.gcAmountMinor,
    scAmount: row.scAmountMinor,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    totalLimit: row.totalLimit,
    perPlayerLimit: row.perPlayerLimit,
    redeemedCount: row.redeemedCount,
    eligibility: {
      verifiedOnly: row.verifiedOnly,
      newPlayersMaxAgeDays: row.newPlayersMaxAgeDays,
      countryCodes: row.countryCodes,
    },
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Promo codes (payments spec §3-§4, §8; decision 165). A code pays when it exists, its window
 * is open (a disabled code counts as ended), the player is eligible, and neither the player's
 * nor the total limit is reached. Redeeming records the redemption, bumps the counter and writes
 * promo_code.redeemed (AFTER_PROMO_CODE) to the outbox in one transaction under the code's row
 * lock, then pays it as `promotion` ledger transfers keyed `promo-code:<redemptionId>:<coin>`.
 */
export function createPromotionsService(deps: {
  repository: TPromotionsRepository;
  inTransaction: TUnitOfWork<TPromotionsRepository>;
  wallet: TWalletService;
  identity: Pick<TIdentityService, 'assertCanTransact'>;
  profile: Pick<TProfileService, 'getProfile'>;
  flags: Pick<TFlagsService, 'evaluateForUser'>;
  audit: Pick<TAuditService, 'record'>;
  clock: TClock;
  /** Asks the outbox to deliver soon, after the redemption committed. */
  nudgeOutbox: () => void;
}) {
  const { repository, wallet, clock } = deps;

  /**
   * What the code pays this player (decision 127): without sc_mode_available the SC part is
   * left out, so a GC and SC code pays its GC and an SC-only code pays nothing (and is refused).
   */
  async function amountsFor(row: TPromoCodeRow, userId: string) {
    const isScMode =
      row.scAmountMinor > 0 && (await deps.flags.evaluateForUser(userId)).sc_mode_available;
    return { gcAmountMinor: row.gcAmountMinor, scAmountMinor: isScMode ? row.scAmountMinor : 0 };
  }

  function amountsRefusal(amounts: {
    gcAmountMinor: number;
    scAmountMinor: number;
  }): TPromoCodeErrorName | null {
    return amounts.gcAmountMinor + amounts.scAmountMinor > 0 ? null : 'PromoCodeNotApplicableError';
  }

  /** Why the code's window or eligibility refuses this player now; null when it does not. */
  async function refusalOf(
    row: TPromoCodeRow,
    userId: string,
  ): Promise<TPromoCodeErrorName | null> {
    const now = clock.now();
    if (row.disabledAt !== null && row.disabledAt <= now) return 'PromoCodeExpiredError';
    if (now < row.startsAt) return 'PromoCodeInactiveError';
    if (row.endsAt !== null && now >= row.endsAt) return 'PromoCodeExpiredError';
    const hasRules =
      row.verifiedOnly || row.newPlayersMaxAgeDays !== null || row.countryCodes !== null;
    if (hasRules) {
      const player = await deps.profile.getProfile(userId, null);
      const ageMs = now.getTime() - Date.parse(player.createdAt);
      if (
        (row.verifiedOnly && player.kycStatus !== 'completed') ||
        (row.newPlayersMaxAgeDays !== null && ageMs > row.newPlayersMaxAgeDays * DAY_MS) ||
        (row.countryCodes !== null &&
          (player.countryCode === null || !row.countryCodes.includes(player.countryCode)))
      ) {
        return 'PromoCodeNotApplicableError';
      }
    }
    return null;
  }

  function limitRefusal(row: TPromoCodeRow, playerCount: number): TPromoCodeErrorName | null {
    if (playerCount >= row.perPlayerLimit) return 'PromoCodeAlreadyUsedByUserError';
    if (row.totalLimit !== null && row.redeemedCount >= row.totalLimit) {
      return 'PromoCodeReachedTotalLimitError';
    }
    return null;
  }

  async function pay(redemption: TPromoRedemptionRow, code: string): Promise<void> {
    const legs: [TCoinType, number][] = [
      ['GC', redemption.gcAmountMinor],
      ['SC', redemption.scAmountMinor],
    ];
    for (const [coin, amountMinor] of legs) {
      if (amountMinor <= 0) continue;
      await wallet.transfer({
        idempotencyKey: `promo-code:${redemption.id}:${coin}`,
        code: 'promotion',
        userId: redemption.userId,
        coin,
        amountMinor,
        metadata: { promoCode: code, redemptionId: String(redemption.id) },
      });
    }
    await repository.markPaid(redemption.id, clock.now());
  }

  function result(redemption: TPromoRedemptionRow): TRedeemPromoCodeResult {
    return {
      gcCoin: redemption.gcAmountMinor,
      scCoin: { bsc: redemption.scAmountMinor, psc: 0, wsc: 0 },
      totalScCoin: redemption.scAmountMinor,
    };
  }

  return {
    /** What the code would pay this player, with the reason it would not (never throws for one). */
    async verify(userId: string, rawCode: string): Promise<TPromotion> {
      const code = normalisePromoCode(rawCode);
      const row = await repository.findByCode(code);
      if (!row) {
        return {
          promoCode: code,
          title: '',
          gcAmount: 0,
          scAmount: 0,
          invalidReason: 'PromoCodeNotExistsError',
        };
      }
      const amounts = await amountsFor(row, userId);
      const invalidReason =
        (await refusalOf(row, userId)) ??
        amountsRefusal(amounts) ??
        limitRefusal(row, await repository.countPlayerRedemptions(row.id, userId));
      return {
        promoCode: row.code,
        title: row.title,
        gcAmount: amounts.gcAmountMinor,
        scAmount: amounts.scAmountMinor,
        invalidReason,
      };
    },

    /**
     * Redeems and pays the code once. Raises: PromoCodeError (every promo name of §8; a twin
     * request that lost the race gets PromoCodeAlreadyUsedByUserError), AccountLockedError.
     */
    async redeem(userId: string, rawCode: string): Promise<TRedeemPromoCodeResult> {
      await deps.identity.assertCanTransact(userId);
      const code = normalisePromoCode(rawCode);
      const found = await repository.findByCode(code);
      if (!found) throw new PromoCodeError('PromoCodeNotExistsError', code);
      const amounts = await amountsFor(found, userId);
      const refusal = (await refusalOf(found, userId)) ?? amountsRefusal(amounts);
      if (refusal) throw new PromoCodeError(refusal, code);

      const interrupted = await repository.findUnpaidRedemption(
        found.id,
        userId,
        new Date(clock.now().getTime() - UNPAID_REDEMPTION_RETRY_MS),
      );
      if (interrupted) {
        await pay(interrupted, code);
        return result(interrupted);
      }

      const redemption = await deps.inTransaction(async (inTx) => {
        const row = await inTx.lockById(found.id);
        if (!row) throw new PromoCodeError('PromoCodeNotExistsError', code);
        const playerCount = await inTx.countPlayerRedemptions(row.id, userId);
        const limit = limitRefusal(row, playerCount);
        if (limit) throw new PromoCodeError(limit, code);
        const redeemedAt = clock.now();
        const inserted = await inTx.insertRedemption({
          promoCodeId: row.id,
          userId,
          playerSeq: playerCount + 1,
          ...amounts,
          redeemedAt,
        });
        if (!inserted) throw new PromoCodeError('PromoCodeAlreadyUsedByUserError', code);
        await inTx.incrementRedeemed(row.id);
        await inTx.writeRedeemed({
          triggerKey: 'AFTER_PROMO_CODE',
          redemptionId: String(inserted.id),
          userId,
          promoCode: row.code,
          ...amounts,
          redeemedAt: redeemedAt.toISOString(),
        });
        return inserted;
      });
      deps.nudgeOutbox();
      await pay(redemption, code);
      return result(redemption);
    },

    async list(): Promise<TAdminPromoCode[]> {
      return (await repository.list()).map(toAdmin);
    },

    /** Raises: ConflictError when the code exists. Audited with the new row. */
    async create(body: TCreatePromoCodeBody, actor: TAuditActor): Promise<TAdminPromoCode> {
      return deps.inTransaction(async (inTx, tx) => {
        const row = await inTx.insert({
          code: normalisePromoCode(body.code),
          title: body.title,
          gcAmountMinor: body.gcAmount,
          scAmountMinor: body.scAmount,
          startsAt: new Date(body.startsAt),
          endsAt: body.endsAt === null ? null : new Date(body.endsAt),
          totalLimit: body.totalLimit,
          perPlayerLimit: body.perPlayerLimit,
          verifiedOnly: body.eligibility.verifiedOnly,
          newPlayersMaxAgeDays: body.eligibility.newPlayersMaxAgeDays,
          countryCodes: body.eligibility.countryCodes,
        });
        if (!row) throw conflict(`Promo code ${normalisePromoCode(body.code)} exists already`);
        const created = toAdmin(row);
        await deps.audit.record(tx, {
          actor,
          action: 'promotions.code_create',
          target: { type: 'promo_code', id: String(row.id) },
          before: null,
          after: created,
        });
        return created;
      });
    },

    /** Raises: NotFoundError. Disabling a disabled code changes nothing and records nothing. */
    async disable(id: number, actor: TAuditActor): Promise<TAdminPromoCode> {
      return deps.inTransaction(async (inTx, tx) => {
        const before = await inTx.lockById(id);
        if (!before) throw notFound(`No promo code ${id}`);
        if (before.disabledAt !== null) return toAdmin(before);
        const after = await inTx.disable(id, clock.now());
        if (!after) throw notFound(`No promo code ${id}`);
        await deps.audit.record(tx, {
          actor,
          action: 'promotions.code_disable',
          target: { type: 'promo_code', id: String(id) },
          before: { disabledAt: null },
          after: { disabledAt: after.disabledAt?.toISOString() ?? null },
        });
        return toAdmin(after);
      });
    },
  };
}
export type TPromotionsService = ReturnType<typeof createPromotionsService>;
