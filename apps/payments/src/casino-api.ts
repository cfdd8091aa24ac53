import {
  bankPurchaseContract,
  deleteSavedCardContract,
  getSavedCardsContract,
  openOrderContract,
  proceedPaymentContract,
  purchaseApplePayContract,
  skrillPurchaseContract,
  verifyMerchantApplePayContract,
  ZBankPurchaseResponse,
  ZErrorEnvelope,
  ZDeleteSavedCardResponse,
  ZGetSavedCardsResponse,
  ZOpenOrderResponse,
  ZProceedPaymentResponse,
  ZPurchaseApplePayResponse,
  ZSkrillPurchaseResponse,
  ZVerifyMerchantApplePayResponse,
  type TContract,
  type TOpenOrder,
  type TPurchaseDetails,
  type TSavedCard,
} from '@casino/contracts';
import type { z } from 'zod';

/** A refusal from the casino API, by its error name (spec §8). */
export class CasinoApiError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    readonly details: unknown,
  ) {
    super(message);
  }
}

/**
 * The casino's API as the payments frame calls it: cross-origin, with the player's ID token
 * (asked of the host through the authenticate message), never with the casino's cookie.
 */
export function createCasinoApi(casinoOrigin: string, idToken: () => string) {
  async function call<R extends z.ZodType>(
    contract: TContract,
    body: unknown,
    schema: R,
    query = '',
  ) {
    const response = await fetch(`${casinoOrigin}${contract.path}${query}`, {
      method: contract.method,
      headers: {
        authorization: `Bearer ${idToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const refusal = ZErrorEnvelope.safeParse(json);
      if (refusal.success) {
        const { name, message, details } = refusal.data.error;
        throw new CasinoApiError(name, message, details);
      }
      throw new CasinoApiError('InternalServerErrorType', `HTTP ${response.status}`, null);
    }
    return schema.parse(json);
  }

  return {
    async openOrder(packageId: number, storeType: string): Promise<TOpenOrder> {
      const answer = await call(
        openOrderContract,
        { paymentType: 'deposit', packageId, storeCredentials: { storeType } },
        ZOpenOrderResponse,
      );
      return answer.data.openOrder;
    },

    /** The player's saved cards, each with a fresh customer token for the processor. */
    async savedCards(): Promise<TSavedCard[]> {
      return (await call(getSavedCardsContract, undefined, ZGetSavedCardsResponse)).data.cards;
    },

    async deleteSavedCard(paymentHandleId: number): Promise<void> {
      await call(
        deleteSavedCardContract,
        undefined,
        ZDeleteSavedCardResponse,
        `?paymentHandleId=${paymentHandleId}`,
      );
    },

    /** Starts a bank purchase: the bank's page, and our order's reference. */
    async startBank(input: {
      packageId: number;
      returnUrl: string;
      storeType: string;
    }): Promise<{ redirectUrl: string; transactionId: string }> {
      const answer = await call(
        bankPurchaseContract,
        {
          packageId: input.packageId,
          links: [{ rel: 'default', href: input.returnUrl }],
          storeCredentials: { storeType: input.storeType },
        },
        ZBankPurchaseResponse,
      );
      return {
        redirectUrl: answer.data.paymentOption.redirectUrl,
        transactionId: answer.data.transactionId,
      };
    },

    /** Starts a Skrill purchase: its session, its page, and our order's reference. */
    async startSkrill(input: {
      packageId: number;
      returnUrl: string;
      storeType: string;
    }): Promise<{ sessionId: string; redirectUrl: string; transactionId: string }> {
      const answer = await call(
        skrillPurchaseContract,
        {
          packageId: input.packageId,
          links: [{ rel: 'default', href: input.returnUrl }],
          storeCredentials: { storeType: input.storeType },
        },
        ZSkrillPurchaseResponse,
      );
      return answer.data;
    },

    async proceedPayment(input: {
      packageId: number;
      merchantRefNum: string;
      paymentHandleToken: string;
      platform: string;
      storeType: string;
      eventTriggerData: Record<string, unknown> | undefined;
      saveCard: boolean;
    }): Promise<TPurchaseDetails> {
      const answer = await call(
        proceedPaymentContract,
        {
          packageId: input.packageId,
          paymentMethod: 'card',
          merchantRefNum: input.merchantRefNum,
          paymentHandleToken: input.paymentHandleToken,
          platform: input.platform,
          storeCredentials: { storeType: input.storeType },
          ...(input.saveCard ? { saveCard: true } : {}),
          ...(input.eventTriggerData ? { eventTriggerData: input.eventTriggerData } : {}),
        },
        ZProceedPaymentResponse,
      );
      return answer.data.details;
    },

    /** The merchant session Apple Pay's sheet needs (spec §4: the merchant is verified first). */
    async verifyMerchantApplePay(validationURL: string): Promise<Record<string, unknown>> {
      const answer = await call(
        verifyMerchantApplePayContract,
        { validationURL },
        ZVerifyMerchantApplePayResponse,
      );
      return answer.data.merchantSession;
    },

    /** Buys the package with the token the sheet authorised. */
    async purchaseApplePay(input: {
      payload: Record<string, unknown>;
      billingAddress: Record<string, unknown> | undefined;
      packageId: number;
      price: number;
      platform: string;
      eventTriggerData: Record<string, unknown> | undefined;
    }): Promise<TPurchaseDetails> {
      const answer = await call(
        purchaseApplePayContract,
        {
          payload: input.payload,
          ...(input.billingAddress ? { billingAddress: input.billingAddress } : {}),
          packageData: { packageId: input.packageId, price: input.price },
          platform: input.platform,
          ...(input.eventTriggerData ? { eventTriggerData: input.eventTriggerData } : {}),
        },
        ZPurchaseApplePayResponse,
      );
      return answer.data.details;
    },
  };
}
export type TCasinoApi = ReturnType<typeof createCasinoApi>;
