import { createHash, randomBytes, randomInt } from 'node:crypto';
import { merchantById, type TSandboxContext } from '#src/context';
import { addSeconds, secondsUntil } from '#src/lib/clock';
import { SandboxError, conflict, notFound } from '#src/lib/errors';
import { newId } from '#src/lib/ids';
import { cancelledUnlessPaid } from '#src/lib/merchant-cancel';
import { checkReturnUrl } from '#src/lib/return-url';
import type { TMerchant } from '#src/options';
import { fingerprintOf } from '#src/providers/card/card-payments.service';
import type {
  TCreateSkrillSessionBody,
  TSkrillPageForm,
} from '#src/providers/skrill/skrill.schemas';
import {
  presentSkrillSession,
  type TSkrillSession,
  type TSkrillStatus,
} from '#src/providers/skrill/skrill.model';
import { reserveReference } from '#src/store/references';

/** A Skrill session may be opened for 15 minutes, as the live SID is. */
const SESSION_TTL_SECONDS = 900;

function alreadyEnded(status: TSkrillStatus): SandboxError {
  return status === 'CANCELLED'
    ? new SandboxError(
        'SessionCancelledError',
        'The merchant cancelled this Skrill payment; nothing was charged. Return to the merchant to start again.',
        409,
      )
    : conflict(`This Skrill payment is already ${status}`);
}

const EVENT_TYPES: Record<Exclude<TSkrillStatus, 'CREATED'>, string> = {
  PENDING: 'payment.pending',
  COMPLETED: 'payment.completed',
  FAILED: 'payment.failed',
  CANCELLED: 'payment.cancelled',
};

/** The same Skrill account always has the same customer id. */
function customerIdOf(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  return String(100_000_000 + (digest.readUInt32BE(0) % 900_000_000));
}

/** Skrill Quick Checkout: a hosted session (SID) the payer completes, fails, cancels or leaves pending. */
export function createSkrillService(context: TSandboxContext) {
  const sessions = context.store.collection<TSkrillSession>('skrill-sessions');
  const { clock } = context;

  async function emit(session: TSkrillSession, type: string, extra: Record<string, unknown> = {}) {
    const merchant = merchantById(context, session.merchantId);
    await context.webhooks.emit(merchant, 'skrill', type, {
      payment: presentSkrillSession(session, context.publicUrl),
      ...extra,
    });
  }

  async function get(merchant: TMerchant, sessionId: string): Promise<TSkrillSession> {
    const session = await sessions.get(sessionId);
    if (!session || session.merchantId !== merchant.id)
      throw notFound(`No Skrill session ${sessionId}`);
    return session;
  }

  async function settle(
    id: string,
    from: TSkrillStatus,
    status: Exclude<TSkrillStatus, 'CREATED'>,
    email?: string,
  ) {
    const settled = await sessions.update(id, (current) => {
      if (current.status !== from) throw alreadyEnded(current.status);
      const payer = email ?? current.paidByEmail;
      return {
        ...current,
        status,
        transactionId: current.transactionId ?? String(randomInt(1_000_000_000, 10_000_000_000)),
        ...(payer ? { paidByEmail: payer, skrillCustomerId: customerIdOf(payer) } : {}),
        updatedAt: clock.now().toISOString(),
      };
    });
    await emit(settled, EVENT_TYPES[status]);
    return settled;
  }

  return {
    get,

    async create(merchant: TMerchant, body: TCreateSkrillSessionBody) {
      checkReturnUrl(merchant, body.returnUrl, 'returnUrl');
      if (body.cancelUrl) checkReturnUrl(merchant, body.cancelUrl, 'cancelUrl');
      const fingerprint = fingerprintOf(body);
      const existing = await sessions.find(
        (session) =>
          session.merchantId === merchant.id && session.merchantRefNum === body.merchantRefNum,
      );
      if (existing) {
        if (existing.fingerprint !== fingerprint) {
          throw conflict(
            `merchantRefNum ${body.merchantRefNum} was already used for a different session`,
          );
        }
        return { session: existing, isNew: false };
      }
      await reserveReference(context.store, 'skrill-session', merchant.id, body.merchantRefNum);
      const now = clock.now().toISOString();
      const session: TSkrillSession = {
        id: randomBytes(16).toString('hex'),
        merchantId: merchant.id,
        merchantRefNum: body.merchantRefNum,
        amount: body.amount,
        currencyCode: body.currencyCode,
        ...(body.payerEmail ? { payerEmail: body.payerEmail } : {}),
        returnUrl: body.returnUrl,
        ...(body.cancelUrl ? { cancelUrl: body.cancelUrl } : {}),
        ...(body.description ? { description: body.description } : {}),
        status: 'CREATED',
        fingerprint,
        refunds: [],
        createdAt: now,
        updatedAt: now,
        expiresAt: addSeconds(clock, SESSION_TTL_SECONDS),
      };
      await sessions.insert(session);
      return { session, isNew: true };
    },

    async forPage(sessionId: string): Promise<TSkrillSession> {
      const session = await sessions.get(sessionId);
      if (!session) throw notFound('This Skrill payment session is unknown');
      if (session.status === 'CREATED' && secondsUntil(clock, session.expiresAt) === 0) {
        throw new SandboxError(
          'SessionExpiredError',
          'This Skrill payment session has expired',
          410,
        );
      }
      return session;
    },

    /**
     * The merchant cancels a session the payer has not acted on: its page completes nothing
     * more (SessionCancelledError). Cancelling again, or a failed one, answers it as it is; one
     * the payer completed or left pending is refused (SessionCompletedError): that payment's own
     * result stands.
     */
    async cancel(merchant: TMerchant, sessionId: string): Promise<TSkrillSession> {
      const session = await get(merchant, sessionId);
      return sessions.update(session.id, (current) =>
        cancelledUnlessPaid(current, {
          unacted: 'CREATED',
          refusalName: 'SessionCompletedError',
          what: 'Skrill payment',
          now: clock.now().toISOString(),
        }),
      );
    },

    async choose(session: TSkrillSession, form: TSkrillPageForm): Promise<TSkrillSession> {
      const statuses = {
        complete: 'COMPLETED',
        fail: 'FAILED',
        cancel: 'CANCELLED',
        pending: 'PENDING',
      } as const;
      return settle(session.id, 'CREATED', statuses[form.outcome], form.email);
    },

    async resolve(merchant: TMerchant, sessionId: string, status: 'COMPLETED' | 'FAILED') {
      const session = await get(merchant, sessionId);
      if (session.status !== 'PENDING')
        throw conflict(`Skrill payment ${sessionId} is ${session.status}, not PENDING`);
      return settle(session.id, 'PENDING', status);
    },

    async refund(merchant: TMerchant, sessionId: string, amount: number | undefined) {
      const session = await get(merchant, sessionId);
      const refundId = newId('ref');
      const refunded = await sessions.update(session.id, (current) => {
        const available = presentSkrillSession(current, context.publicUrl).availableToRefund;
        const refundAmount = amount ?? available;
        if (available === 0) throw conflict(`Skrill payment ${sessionId} has nothing to refund`);
        if (refundAmount > available) {
          throw new SandboxError('BadRequestError', `At most ${available} can be refunded`, 400, {
            details: { available },
          });
        }
        const refund = { id: refundId, amount: refundAmount, createdAt: clock.now().toISOString() };
        return { ...current, refunds: [...current.refunds, refund], updatedAt: refund.createdAt };
      });
      await emit(refunded, 'payment.refunded', { refund: refunded.refunds.at(-1) });
      return refunded;
    },

    async chargeback(merchant: TMerchant, sessionId: string, reasonCode: string) {
      const session = await get(merchant, sessionId);
      const charged = await sessions.update(session.id, (current) => {
        if (current.status !== 'COMPLETED')
          throw conflict(`Skrill payment ${sessionId} is ${current.status}, not COMPLETED`);
        if (current.chargeback)
          throw conflict(`Skrill payment ${sessionId} is already charged back`);
        const chargeback = {
          id: newId('cb'),
          amount: current.amount,
          reasonCode,
          createdAt: clock.now().toISOString(),
        };
        return { ...current, chargeback, updatedAt: chargeback.createdAt };
      });
      await emit(charged, 'payment.chargeback', { chargeback: charged.chargeback });
      return charged;
    },
  };
}

export type TSkrillService = ReturnType<typeof createSkrillService>;
