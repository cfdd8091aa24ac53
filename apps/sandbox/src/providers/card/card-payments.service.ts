import { createHash } from 'node:crypto';
import { merchantById, type TSandboxContext } from '#src/context';
import { SandboxError, conflict, notFound } from '#src/lib/errors';
import { newId } from '#src/lib/ids';
import type { TMerchant } from '#src/options';
import type { TMaskedCard } from '#src/providers/card/card.model';
import { presentCard } from '#src/providers/card/card.presenters';
import { cardOutcome, resolvedOutcome, type TCardOutcome } from '#src/providers/card/card-outcomes';
import type { TCardScenario } from '#src/providers/card/test-cards';
import { reserveReference } from '#src/store/references';
import type { TRecord } from '#src/store/store';

export type TCardProvider = 'card' | 'applepay';

export interface TPaymentRequest {
  merchantRefNum: string;
  amount: number;
  currencyCode: string;
  settleWithAuth: boolean;
  customerIp?: string | undefined;
  description?: string | undefined;
}

/** What a spent payment handle (or Apple Pay token) brings to the payment. */
export interface TPaymentSource {
  paymentType: 'CARD' | 'APPLEPAY';
  card: TMaskedCard;
  scenario: TCardScenario;
  hasCvv: boolean;
  paymentHandleToken?: string;
  threeDs?: { status: string; eci?: string };
}

export interface TPayment extends TRecord, TCardOutcome {
  provider: TCardProvider;
  request: TPaymentRequest;
  /** Hash of the request: a repeat with the same merchantRefNum must match it. */
  fingerprint: string;
  source: TPaymentSource;
  refunds: { id: string; amount: number; createdAt: string }[];
  chargeback?: { id: string; amount: number; reasonCode: string; createdAt: string };
  txnTime: string;
  updatedAt: string;
}

export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export function presentPayment(payment: TPayment) {
  const refundedAmount = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    id: payment.id,
    merchantRefNum: payment.request.merchantRefNum,
    amount: payment.request.amount,
    currencyCode: payment.request.currencyCode,
    status: payment.status,
    paymentType: payment.source.paymentType,
    settleWithAuth: payment.request.settleWithAuth,
    ...(payment.source.paymentHandleToken
      ? { paymentHandleToken: payment.source.paymentHandleToken }
      : {}),
    card: presentCard(payment.source.card),
    gatewayResponse: payment.gatewayResponse,
    ...(payment.source.threeDs ? { threeDs: payment.source.threeDs } : {}),
    ...(payment.error ? { error: payment.error } : {}),
    warnings: payment.warnings,
    availableToRefund:
      payment.status === 'COMPLETED' && !payment.chargeback
        ? payment.request.amount - refundedAmount
        : 0,
    refunds: payment.refunds,
    ...(payment.chargeback ? { chargeback: payment.chargeback } : {}),
    txnTime: payment.txnTime,
    updatedAt: payment.updatedAt,
  };
}

/**
 * Card and Apple Pay payments: one record per merchantRefNum (a repeat of the same request
 * answers the first payment), a webhook for every final result, and the sandbox operator's
 * refund, chargeback and resolve actions.
 */
export function createCardPaymentService(context: TSandboxContext) {
  const payments = context.store.collection<TPayment>('card-payments');
  const { clock } = context;

  async function emit(payment: TPayment, type: string, extra: Record<string, unknown> = {}) {
    const merchant = merchantById(context, payment.merchantId);
    await context.webhooks.emit(merchant, payment.provider, type, {
      payment: presentPayment(payment),
      ...extra,
    });
  }

  async function settle(payment: TPayment, outcome: TCardOutcome): Promise<TPayment> {
    const settled = await payments.update(payment.id, (current) => {
      if (current.status !== 'PENDING')
        throw conflict(`Payment ${payment.id} is already ${current.status}`);
      const { error: _previousError, ...rest } = current;
      return { ...rest, ...outcome, updatedAt: clock.now().toISOString() };
    });
    await emit(settled, settled.status === 'COMPLETED' ? 'payment.completed' : 'payment.failed');
    return settled;
  }

  async function get(merchant: TMerchant, provider: TCardProvider, id: string): Promise<TPayment> {
    const payment = await payments.get(id);
    if (!payment || payment.merchantId !== merchant.id || payment.provider !== provider) {
      throw notFound(`No payment ${id}`);
    }
    return payment;
  }

  return {
    get,

    async findByReference(merchant: TMerchant, provider: TCardProvider, merchantRefNum: string) {
      return payments.find(
        (payment) =>
          payment.merchantId === merchant.id &&
          payment.provider === provider &&
          payment.request.merchantRefNum === merchantRefNum,
      );
    },

    /**
     * Pays once per merchantRefNum. `claim` spends the handle or token (and throws when it
     * cannot); if it throws, the reference is released so the merchant may try again.
     */
    async create(
      merchant: TMerchant,
      provider: TCardProvider,
      request: TPaymentRequest,
      fingerprintSource: unknown,
      claim: () => Promise<TPaymentSource>,
    ): Promise<{ payment: TPayment; isNew: boolean }> {
      const fingerprint = fingerprintOf(fingerprintSource);
      const existing = await this.findByReference(merchant, provider, request.merchantRefNum);
      if (existing) {
        if (existing.fingerprint !== fingerprint) {
          throw conflict(
            `merchantRefNum ${request.merchantRefNum} was already used for a different payment`,
          );
        }
        return { payment: existing, isNew: false };
      }
      const release = await reserveReference(
        context.store,
        `${provider}-payment`,
        merchant.id,
        request.merchantRefNum,
      );
      let source: TPaymentSource;
      try {
        source = await claim();
      } catch (error) {
        await release();
        throw error;
      }
      const now = clock.now().toISOString();
      const payment: TPayment = {
        id: newId('pay'),
        merchantId: merchant.id,
        provider,
        request,
        fingerprint,
        source,
        ...cardOutcome(source.scenario, source.hasCvv),
        refunds: [],
        txnTime: now,
        updatedAt: now,
      };
      await payments.insert(payment);
      if (payment.status === 'PENDING') {
        context.scheduler.later(context.timing.pendingResolveMs, async () => {
          const current = await payments.get(payment.id);
          if (current?.status === 'PENDING')
            await settle(current, resolvedOutcome('COMPLETED', source.hasCvv));
        });
      } else {
        await emit(
          payment,
          payment.status === 'COMPLETED' ? 'payment.completed' : 'payment.failed',
        );
      }
      return { payment, isNew: true };
    },

    /** Operator: ends a PENDING payment now. */
    async resolve(
      merchant: TMerchant,
      provider: TCardProvider,
      id: string,
      status: 'COMPLETED' | 'FAILED',
    ) {
      const payment = await get(merchant, provider, id);
      if (payment.status !== 'PENDING')
        throw conflict(`Payment ${id} is ${payment.status}, not PENDING`);
      return settle(payment, resolvedOutcome(status, payment.source.hasCvv));
    },

    /** Operator: refunds part or all of what is left of a completed payment. */
    async refund(
      merchant: TMerchant,
      provider: TCardProvider,
      id: string,
      amount: number | undefined,
    ) {
      const payment = await get(merchant, provider, id);
      const refundId = newId('ref');
      const refunded = await payments.update(payment.id, (current) => {
        const available = presentPayment(current).availableToRefund;
        const refundAmount = amount ?? available;
        if (available === 0) throw conflict(`Payment ${id} has nothing left to refund`);
        if (refundAmount > available) {
          throw new SandboxError('BadRequestError', `At most ${available} can be refunded`, 400, {
            details: { available },
          });
        }
        return {
          ...current,
          refunds: [
            ...current.refunds,
            { id: refundId, amount: refundAmount, createdAt: clock.now().toISOString() },
          ],
          updatedAt: clock.now().toISOString(),
        };
      });
      const refund = refunded.refunds.at(-1);
      await emit(refunded, 'payment.refunded', { refund });
      return refunded;
    },

    /** Operator: the cardholder disputes a completed payment; the whole amount is charged back. */
    async chargeback(merchant: TMerchant, provider: TCardProvider, id: string, reasonCode: string) {
      const payment = await get(merchant, provider, id);
      const charged = await payments.update(payment.id, (current) => {
        if (current.status !== 'COMPLETED')
          throw conflict(`Payment ${id} is ${current.status}, not COMPLETED`);
        if (current.chargeback) throw conflict(`Payment ${id} is already charged back`);
        return {
          ...current,
          chargeback: {
            id: newId('cb'),
            amount: current.request.amount,
            reasonCode,
            createdAt: clock.now().toISOString(),
          },
          updatedAt: clock.now().toISOString(),
        };
      });
      await emit(charged, 'payment.chargeback', { chargeback: charged.chargeback });
      return charged;
    },
  };
}

export type TCardPaymentService = ReturnType<typeof createCardPaymentService>;
