import { INT32_MAX, type TPaymentOptions, type TSavedCard } from '@casino/contracts';
import type { Logger } from 'pino';
import type { TClock } from '#src/lib/clock';
import { AppError } from '#src/lib/errors';
import {
  CardProcessorUnavailableError,
  type TCardProcessor,
} from '#src/modules/payments/card-processor';
import type {
  TSavedCardRow,
  TSavedCardsRepository,
} from '#src/modules/payments/saved-cards.repository';

/** What saved payment options need of the bank accounts linked for redemption (decision 182). */
export interface TLinkedBankAccounts {
  bankAccounts(
    userId: string,
  ): Promise<{ uniqueUpoId: string; bankName: string; accountNumberLast4: string }[]>;
  /** Raises PaymentOptionNotFoundError when the account is not the player's. */
  removeBankAccount(userId: string, uniqueUpoId: string): Promise<void>;
}

function unavailable(error: unknown): never {
  if (error instanceof CardProcessorUnavailableError) {
    throw new AppError('PaymentProviderError', 'The card processor is not answering; try again');
  }
  throw error;
}

function cardOf(row: TSavedCardRow) {
  return {
    brand: row.brand,
    lastDigits: row.lastFour,
    cardExpiry: { month: row.expiryMonth, year: row.expiryYear },
    holderName: row.holderName,
  };
}

/**
 * Saved cards and saved payment options (spec §3, §7; decisions 196, 197). The card itself
 * stays at the processor: we keep its multi-use handle and the four things a player knows it
 * by. Paying with one needs its CVV, which the payments frame sends to the processor only.
 */
export function createSavedCardsService(deps: {
  repository: TSavedCardsRepository;
  processor: TCardProcessor;
  bankAccounts: TLinkedBankAccounts;
  clock: TClock;
  logger: Logger;
}) {
  const { repository, processor, clock } = deps;

  const notFound = (paymentHandleId: number | string) =>
    new AppError('SavedCardNotFoundError', `No saved card ${paymentHandleId}`);

  /**
   * Removes one of the player's saved cards at the processor, then here. Raises
   * SavedCardNotFoundError (another player's card, or removed already: of two removals at
   * once, one removes it and the other gets this), PaymentProviderError (nothing removed).
   */
  async function remove(userId: string, paymentHandleId: number): Promise<void> {
    const row = await repository.findOwned(userId, paymentHandleId);
    if (!row) throw notFound(paymentHandleId);
    await processor
      .deleteSavedCard(row.providerCustomerId, row.providerHandleId)
      .catch(unavailable);
    if (!(await repository.removeOwned(userId, paymentHandleId))) throw notFound(paymentHandleId);
  }

  return {
    remove,

    /**
     * Keeps the card of a paid order when the player asked to. The purchase stands whatever
     * happens here, so a processor that fails to save is logged, not raised.
     */
    async saveAfterPayment(userId: string, paymentHandleToken: string): Promise<void> {
      try {
        const saved = await processor.saveCard({ merchantCustomerId: userId, paymentHandleToken });
        await repository.insert({
          userId,
          providerCustomerId: saved.customerId,
          providerHandleId: saved.handleId,
          paymentHandleToken: saved.paymentHandleToken,
          brand: saved.brand,
          lastFour: saved.lastFour,
          expiryMonth: saved.expiryMonth,
          expiryYear: saved.expiryYear,
          holderName: saved.holderName,
          expiresAt: new Date(clock.now().getTime() + saved.timeToLiveSeconds * 1000),
        });
      } catch (error) {
        deps.logger.warn({ err: error, userId }, 'the paid card could not be saved');
      }
    },

    /**
     * The saved cards the processor still charges, each with a fresh single-use customer token;
     * cards it no longer charges (blocked after wrong CVVs, removed there) are forgotten here.
     * Raises PaymentProviderError.
     */
    async list(userId: string): Promise<TSavedCard[]> {
      const now = clock.now();
      const rows = await repository.listLive(userId, now);
      const [first] = rows;
      if (!first) return [];
      const { customerToken, liveHandleIds } = await processor
        .customerToken(first.providerCustomerId)
        .catch(unavailable);
      const live = new Set(liveHandleIds);
      await repository.removeMany(
        userId,
        rows.filter((row) => !live.has(row.providerHandleId)).map((row) => row.id),
      );
      return rows
        .filter((row) => live.has(row.providerHandleId))
        .map((row) => ({
          paymentHandleId: row.id,
          customerToken,
          paymentHandleToken: row.paymentHandleToken,
          timeToLiveSeconds: Math.max(
            0,
            Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000),
          ),
          expiresAt: row.expiresAt.toISOString(),
          card: cardOf(row),
        }));
    },

    /** The processor customer whose saved cards the player's next order may use. */
    customerOf: (userId: string) => repository.customerOf(userId),

    /** Whether a token is a saved card's multi-use one (it pays only through its CVV). */
    isSavedCardToken: (paymentHandleToken: string) =>
      repository.isSavedCardToken(paymentHandleToken),

    /** Saved cards and linked bank accounts (spec §3 saved payment options). */
    async paymentOptions(userId: string): Promise<TPaymentOptions> {
      const [rows, bankAccounts] = await Promise.all([
        repository.listLive(userId, clock.now()),
        deps.bankAccounts.bankAccounts(userId),
      ]);
      return {
        paymentOptions: [
          {
            paymentMethodName: 'card',
            paymentMethods: rows.map((row) => ({
              upoId: String(row.id),
              expiresAt: row.expiresAt.toISOString(),
              card: cardOf(row),
            })),
          },
          { paymentMethodName: 'bank', paymentMethods: bankAccounts },
        ],
        bankAccounts,
      };
    },

    /**
     * Removes a saved payment option. Raises SavedCardNotFoundError (a card id that is not a
     * saved card's of the player), PaymentOptionNotFoundError, PaymentProviderError.
     */
    async removePaymentOption(
      userId: string,
      option: { paymentMethod: 'card' | 'bank'; upoId: string },
    ): Promise<void> {
      if (option.paymentMethod === 'bank') {
        await deps.bankAccounts.removeBankAccount(userId, option.upoId);
        return;
      }
      // A card's upoId is its paymentHandleId: anything that cannot be one names no card.
      const id = /^[1-9]\d{0,9}$/.test(option.upoId) ? Number(option.upoId) : 0;
      if (id < 1 || id > INT32_MAX) throw notFound(option.upoId);
      await remove(userId, id);
    },
  };
}
export type TSavedCardsService = ReturnType<typeof createSavedCardsService>;
