import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TSandboxContext } from '#src/context';
import { addSeconds, secondsUntil } from '#src/lib/clock';
import { SandboxError, conflict, notFound } from '#src/lib/errors';
import { newId, newToken } from '#src/lib/ids';
import { checkReturnUrl } from '#src/lib/return-url';
import type { TMerchant } from '#src/options';
import {
  ZThreeDsRequest,
  type TCreateHandleBody,
  type TReturnLink,
} from '#src/providers/card/card.schemas';
import {
  effectiveStatus,
  type TCustomerToken,
  type TCvvCheck,
  type TMaskedCard,
  type TOrder,
  type TPaymentHandle,
  type TThreeDsState,
} from '#src/providers/card/card.model';
import { CARD_TYPES, validateCard, validateCvv } from '#src/providers/card/card-validation';
import { scenarioOf, type TCardScenario } from '#src/providers/card/test-cards';

export const THREE_DS_FAILED = {
  code: '5051',
  name: 'threeDsAuthenticationFailed',
  message: 'The cardholder was not authenticated by 3-D Secure.',
} as const;

/** Wrong CVVs in a row after which the issuer blocks a saved card (decision 197). */
export const CVV_FAILURES_BEFORE_BLOCK = 3;

export const CVV_CHECK_FAILED = {
  code: '3005',
  name: 'cvvCheckFailed',
  message: 'The card security code (CVV) does not match this card.',
} as const;

export const CARD_BLOCKED = {
  code: '3012',
  name: 'cardBlocked',
  message: 'The card was blocked after too many wrong security codes.',
} as const;

const orderCancelled = () =>
  new SandboxError('OrderCancelledError', 'The order was cancelled; open a new order', 409);

function checkReturnLinks(merchant: TMerchant, links: TReturnLink[]): void {
  for (const link of links) checkReturnUrl(merchant, link.href, `returnLinks.${link.rel}`);
}

/** Opens orders, tokenises cards into payment handles and runs the 3DS challenge. */
export function createCardHandleService(context: TSandboxContext) {
  const orders = context.store.collection<TOrder>('card-orders');
  const handles = context.store.collection<TPaymentHandle>('card-handles');
  const customerTokens = context.store.collection<TCustomerToken>('card-customer-tokens');
  const { clock } = context;
  /** The issuer's key: the CVV digests mean nothing outside this process. */
  const issuerKey = randomBytes(32);

  function cvvDigest(salt: string, cvv: string): string {
    return createHmac('sha256', issuerKey).update(`${salt}:${cvv}`).digest('hex');
  }

  function cvvCheckOf(cvv: string): TCvvCheck {
    const salt = randomBytes(16).toString('hex');
    return { salt, digest: cvvDigest(salt, cvv), failuresInRow: 0 };
  }

  /**
   * The issuer's answer to a CVV given again for a saved card. A wrong one counts against the
   * card, and the card is blocked at CVV_FAILURES_BEFORE_BLOCK in a row (a CVV has only 1,000
   * or 10,000 values); a right one clears the count. A card saved without a CVV cannot be
   * checked: the CVV given now becomes its record.
   */
  async function checkSavedCvv(saved: TPaymentHandle, cvv: string): Promise<void> {
    const check = saved.cvvCheck;
    if (!check) {
      await handles.update(saved.id, (current) => ({ ...current, cvvCheck: cvvCheckOf(cvv) }));
      return;
    }
    const given = Buffer.from(cvvDigest(check.salt, cvv), 'hex');
    const isMatch = timingSafeEqual(given, Buffer.from(check.digest, 'hex'));
    const updated = await handles.update(saved.id, (current) => {
      const previous = current.cvvCheck ?? check;
      if (isMatch) return { ...current, cvvCheck: { ...previous, failuresInRow: 0 } };
      const failuresInRow = previous.failuresInRow + 1;
      const isBlocked = failuresInRow >= CVV_FAILURES_BEFORE_BLOCK;
      return {
        ...current,
        cvvCheck: { ...previous, failuresInRow },
        ...(isBlocked ? { status: 'FAILED' as const, error: { ...CARD_BLOCKED } } : {}),
      };
    });
    if (isMatch) return;
    const isBlocked = updated.status === 'FAILED';
    const failure = isBlocked ? CARD_BLOCKED : CVV_CHECK_FAILED;
    throw new SandboxError(
      isBlocked ? 'CardBlockedError' : 'CvvCheckFailedError',
      failure.message,
      400,
      {
        code: failure.code,
        details: {
          reason: failure.name,
          attemptsLeft: CVV_FAILURES_BEFORE_BLOCK - (updated.cvvCheck?.failuresInRow ?? 0),
        },
      },
    );
  }

  async function orderForSession(merchant: TMerchant, sessionToken: string): Promise<TOrder> {
    const order = await orders.find(
      (candidate) =>
        candidate.merchantId === merchant.id && candidate.sessionToken === sessionToken,
    );
    if (!order) throw new SandboxError('SessionTokenInvalidError', 'Unknown sessionToken', 400);
    if (order.status === 'CANCELLED') throw orderCancelled();
    if (order.status !== 'OPEN') throw conflict('This order is already paid');
    if (secondsUntil(clock, order.expiresAt) === 0) {
      throw new SandboxError(
        'SessionTokenExpiredError',
        'The sessionToken has expired; open a new order',
        400,
      );
    }
    return order;
  }

  /** The saved card a single-use customer token lets this order use. */
  async function savedCardFor(merchant: TMerchant, order: TOrder, body: TCreateHandleBody) {
    const token = await customerTokens.find(
      (candidate) =>
        candidate.merchantId === merchant.id &&
        candidate.singleUseCustomerToken === body.singleUseCustomerToken,
    );
    if (!token || secondsUntil(clock, token.expiresAt) === 0) {
      throw new SandboxError(
        'CustomerTokenInvalidError',
        'Unknown or expired singleUseCustomerToken',
        400,
      );
    }
    if (order.customerId && order.customerId !== token.customerId) {
      throw new SandboxError(
        'CustomerMismatchError',
        'The customer token belongs to another customer than the order',
        400,
      );
    }
    const saved = await handles.find(
      (candidate) =>
        candidate.merchantId === merchant.id &&
        candidate.usage === 'MULTI_USE' &&
        candidate.customerId === token.customerId &&
        candidate.paymentHandleToken === body.paymentHandleTokenFrom,
    );
    if (!saved || effectiveStatus(saved, clock) !== 'PAYABLE') {
      throw new SandboxError(
        'PaymentHandleNotPayableError',
        'paymentHandleTokenFrom is not a live saved card of this customer',
        409,
      );
    }
    return saved;
  }

  function threeDsFor(
    scenario: TCardScenario,
    request: TCreateHandleBody['threeDs'],
  ): TThreeDsState {
    const parameters = request ?? ZThreeDsRequest.parse({});
    if (scenario === 'challenge' || scenario === 'challengeFail') {
      return {
        ...parameters,
        threeDSecureVersion: '2.2.0',
        status: 'C',
        challengeId: newToken('3ds'),
      };
    }
    return { ...parameters, threeDSecureVersion: '2.2.0', status: 'Y', eci: '05' };
  }

  return {
    async openOrder(
      merchant: TMerchant,
      body: {
        merchantRefNum: string;
        amount: number;
        currencyCode: string;
        customerId?: string | undefined;
        description?: string | undefined;
      },
      customerExists: (customerId: string) => Promise<boolean>,
    ): Promise<{ order: TOrder; isNew: boolean }> {
      const existing = await orders.find(
        (order) => order.merchantId === merchant.id && order.merchantRefNum === body.merchantRefNum,
      );
      if (existing) {
        const isSame =
          existing.amount === body.amount && existing.currencyCode === body.currencyCode;
        if (!isSame)
          throw conflict(`merchantRefNum ${body.merchantRefNum} already names another order`);
        return { order: existing, isNew: false };
      }
      if (body.customerId && !(await customerExists(body.customerId))) {
        throw notFound(`No customer ${body.customerId}`);
      }
      const order: TOrder = {
        id: newId('ord'),
        merchantId: merchant.id,
        merchantRefNum: body.merchantRefNum,
        amount: body.amount,
        currencyCode: body.currencyCode,
        ...(body.customerId ? { customerId: body.customerId } : {}),
        ...(body.description ? { description: body.description } : {}),
        sessionToken: newToken('sess'),
        status: 'OPEN',
        createdAt: clock.now().toISOString(),
        expiresAt: addSeconds(clock, context.options.singleUseHandleTtlSeconds),
      };
      await orders.insert(order);
      return { order, isNew: true };
    },

    async getOrder(merchant: TMerchant, id: string): Promise<TOrder> {
      const order = await orders.get(id);
      if (!order || order.merchantId !== merchant.id) throw notFound(`No order ${id}`);
      return order;
    },

    /**
     * Cancels an order no payment used yet: its session token and the handles made with it pay
     * nothing more. Cancelling again answers the cancelled order; an order a payment already
     * used is refused (OrderCompletedError): that payment's own result stands.
     */
    async cancelOrder(merchant: TMerchant, id: string): Promise<TOrder> {
      const order = await orders.get(id);
      if (!order || order.merchantId !== merchant.id) throw notFound(`No order ${id}`);
      return orders.update(order.id, (current) => {
        if (current.status === 'COMPLETED') {
          throw new SandboxError(
            'OrderCompletedError',
            'A payment already used this order; it can no longer be cancelled',
            409,
          );
        }
        return { ...current, status: 'CANCELLED' };
      });
    },

    async getOrderRecord(orderId: string): Promise<TOrder | undefined> {
      return orders.get(orderId);
    },

    /** Tokenises a card (or a saved card) for an open order; 3DS runs here, as it does live. */
    async createHandle(merchant: TMerchant, body: TCreateHandleBody, origin: string | undefined) {
      const order = await orderForSession(merchant, body.sessionToken);
      const returnLinks = body.returnLinks ?? [];
      checkReturnLinks(merchant, returnLinks);
      let card: TMaskedCard;
      let scenario: TCardScenario;
      let hasCvv: boolean;
      let cvvCheck: TCvvCheck | undefined;
      let customerId = order.customerId;
      if (body.card) {
        const brand = validateCard(body.card, clock);
        card = {
          brand,
          cardType: CARD_TYPES[brand],
          cardBin: body.card.cardNum.slice(0, 6),
          lastDigits: body.card.cardNum.slice(-4),
          cardExpiry: body.card.cardExpiry,
          holderName: body.card.holderName,
        };
        scenario = scenarioOf(body.card.cardNum);
        hasCvv = body.card.cvv !== undefined;
        cvvCheck = body.card.cvv === undefined ? undefined : cvvCheckOf(body.card.cvv);
      } else {
        const saved = await savedCardFor(merchant, order, body);
        if (body.cvv !== undefined) {
          validateCvv(saved.card.brand, body.cvv);
          await checkSavedCvv(saved, body.cvv);
        }
        card = saved.card;
        scenario = saved.scenario;
        hasCvv = body.cvv !== undefined;
        customerId = saved.customerId;
      }
      const threeDs = threeDsFor(scenario, body.threeDs);
      const handle: TPaymentHandle = {
        id: newId('ph'),
        merchantId: merchant.id,
        paymentHandleToken: newToken('SCtok'),
        usage: 'SINGLE_USE',
        status: threeDs.status === 'C' ? 'INITIATED' : 'PAYABLE',
        orderId: order.id,
        ...(customerId ? { customerId } : {}),
        scenario,
        card,
        hasCvv,
        ...(cvvCheck ? { cvvCheck } : {}),
        ...(body.billingDetails ? { billingDetails: { ...body.billingDetails } } : {}),
        threeDs,
        returnLinks,
        ...(origin && merchant.allowedOrigins.includes(origin) ? { origin } : {}),
        createdAt: clock.now().toISOString(),
        expiresAt: addSeconds(clock, context.options.singleUseHandleTtlSeconds),
      };
      await handles.insert(handle);
      return handle;
    },

    async getHandle(merchant: TMerchant, id: string): Promise<TPaymentHandle> {
      const handle = await handles.get(id);
      if (!handle || handle.merchantId !== merchant.id) throw notFound(`No payment handle ${id}`);
      return handle;
    },

    /**
     * Spends a payment handle for a payment: it must be PAYABLE, and a single-use handle pays
     * only its own order (same merchantRefNum, amount and currency) and then is COMPLETED.
     */
    async spendHandle(
      merchant: TMerchant,
      request: {
        merchantRefNum: string;
        amount: number;
        currencyCode: string;
        paymentHandleToken: string;
      },
    ): Promise<TPaymentHandle> {
      const handle = await handles.find(
        (candidate) =>
          candidate.merchantId === merchant.id &&
          candidate.paymentHandleToken === request.paymentHandleToken,
      );
      if (!handle)
        throw new SandboxError('PaymentHandleNotFoundError', 'Unknown paymentHandleToken', 404);
      const order = handle.orderId ? await orders.get(handle.orderId) : undefined;
      if (order?.status === 'CANCELLED') throw orderCancelled();
      if (order) {
        const matches =
          order.merchantRefNum === request.merchantRefNum &&
          order.amount === request.amount &&
          order.currencyCode === request.currencyCode;
        if (!matches) {
          throw new SandboxError(
            'OrderMismatchError',
            'merchantRefNum, amount and currencyCode must be those of the order the card was tokenised for',
            400,
            {
              details: {
                merchantRefNum: order.merchantRefNum,
                amount: order.amount,
                currencyCode: order.currencyCode,
              },
            },
          );
        }
      }
      const spent = await handles.update(handle.id, (current) => {
        const status = effectiveStatus(current, clock);
        if (status !== 'PAYABLE') {
          throw new SandboxError(
            'PaymentHandleNotPayableError',
            `The payment handle is ${status}`,
            409,
            { details: { status } },
          );
        }
        return current.usage === 'SINGLE_USE' ? { ...current, status: 'COMPLETED' } : current;
      });
      if (order) await orders.update(order.id, (current) => ({ ...current, status: 'COMPLETED' }));
      return spent;
    },

    /** A live saved card (MULTI_USE handle) of this merchant: what a card payout pays to. */
    async findSavedCard(merchant: TMerchant, paymentHandleToken: string): Promise<TPaymentHandle> {
      const handle = await handles.find(
        (candidate) =>
          candidate.merchantId === merchant.id &&
          candidate.usage === 'MULTI_USE' &&
          candidate.paymentHandleToken === paymentHandleToken,
      );
      if (!handle)
        throw new SandboxError(
          'PaymentHandleNotFoundError',
          'paymentHandleToken is not a saved card of this merchant',
          404,
        );
      const status = effectiveStatus(handle, clock);
      if (status !== 'PAYABLE') {
        throw new SandboxError('PaymentHandleNotPayableError', `The saved card is ${status}`, 409, {
          details: { status },
        });
      }
      return handle;
    },

    async findChallenge(challengeId: string): Promise<TPaymentHandle> {
      const handle = await handles.find(
        (candidate) => candidate.threeDs?.challengeId === challengeId,
      );
      if (!handle) throw notFound('This authentication is unknown or has ended');
      return handle;
    },

    /**
     * Ends a 3DS challenge once: "authenticate" makes the handle payable (unless the card's
     * issuer always rejects), "fail" fails it.
     */
    async completeChallenge(
      challengeId: string,
      outcome: 'authenticate' | 'fail',
    ): Promise<TPaymentHandle> {
      const handle = await this.findChallenge(challengeId);
      return handles.update(handle.id, (current) => {
        const status = effectiveStatus(current, clock);
        if (status !== 'INITIATED')
          throw conflict(`This authentication has already ended (${status})`);
        const threeDs = current.threeDs as TThreeDsState;
        const isAuthenticated = outcome === 'authenticate' && current.scenario === 'challenge';
        return isAuthenticated
          ? { ...current, status: 'PAYABLE', threeDs: { ...threeDs, status: 'Y', eci: '05' } }
          : {
              ...current,
              status: 'FAILED',
              threeDs: { ...threeDs, status: 'N', eci: '07' },
              error: { ...THREE_DS_FAILED },
            };
      });
    },
  };
}

export type TCardHandleService = ReturnType<typeof createCardHandleService>;
