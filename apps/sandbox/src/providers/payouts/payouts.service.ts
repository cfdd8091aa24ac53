import { merchantById, type TSandboxContext } from '#src/context';
import { SandboxError, conflict, notFound } from '#src/lib/errors';
import { newId } from '#src/lib/ids';
import type { TMerchant } from '#src/options';
import type { TBankService } from '#src/providers/bank/bank.service';
import type { TCardHandleService } from '#src/providers/card/card-handles.service';
import { fingerprintOf } from '#src/providers/card/card-payments.service';
import type { TCardScenario } from '#src/providers/card/test-cards';
import type { TCreatePayoutBody } from '#src/providers/payouts/payouts.schemas';
import { reserveReference } from '#src/store/references';
import type { TRecord } from '#src/store/store';

interface TPayout extends TRecord {
  merchantRefNum: string;
  method: TCreatePayoutBody['method'];
  amount: number;
  currencyCode: string;
  /** The recipient as the merchant may see it again (masked card, account, e-mail). */
  destination: Record<string, string>;
  /** A card payout to a declining test card fails. */
  scenario?: TCardScenario;
  status: 'PENDING' | 'PAID' | 'FAILED';
  failure?: { code: string; message: string };
  fingerprint: string;
  createdAt: string;
  updatedAt: string;
}

function presentPayout(payout: TPayout) {
  return {
    id: payout.id,
    merchantRefNum: payout.merchantRefNum,
    method: payout.method,
    amount: payout.amount,
    currencyCode: payout.currencyCode,
    destination: payout.destination,
    status: payout.status,
    ...(payout.failure ? { failure: payout.failure } : {}),
    createdAt: payout.createdAt,
    updatedAt: payout.updatedAt,
  };
}

const CARD_REFUSED = { code: '3009', message: 'The issuing bank refused the credit to this card.' };

/**
 * Payouts for redemptions: each is accepted PENDING and later PAID or FAILED (after
 * `payoutResolveMs`, or at once by the sandbox operator), with a webhook either way.
 */
export function createPayoutService(
  context: TSandboxContext,
  dependencies: { cardHandles: TCardHandleService; bank: TBankService },
) {
  const payouts = context.store.collection<TPayout>('payouts');
  const { clock } = context;

  async function recipient(
    merchant: TMerchant,
    body: TCreatePayoutBody,
  ): Promise<{ destination: Record<string, string>; scenario?: TCardScenario }> {
    switch (body.method) {
      case 'card': {
        const handle = await dependencies.cardHandles.findSavedCard(
          merchant,
          body.paymentHandleToken,
        );
        return {
          destination: {
            cardType: handle.card.cardType,
            cardBin: handle.card.cardBin,
            lastDigits: handle.card.lastDigits,
          },
          scenario: handle.scenario,
        };
      }
      case 'bank': {
        const account = await dependencies.bank.findAccount(merchant, body.uniqueUpoId);
        if (!account)
          throw new SandboxError(
            'BankAccountNotFoundError',
            `No linked bank account ${body.uniqueUpoId}`,
            404,
          );
        return {
          destination: {
            uniqueUpoId: account.id,
            bankName: account.bankName,
            accountNumberLast4: account.accountNumberLast4,
          },
        };
      }
      case 'skrill':
        return {
          destination: {
            email: body.email,
            ...(body.skrillConsumerId ? { skrillConsumerId: body.skrillConsumerId } : {}),
          },
        };
      case 'interac':
        return { destination: { email: body.email, name: body.name } };
      case 'payouts':
        return { destination: { email: body.email, name: `${body.firstName} ${body.lastName}` } };
    }
  }

  async function settle(id: string, status: 'PAID' | 'FAILED', failure?: TPayout['failure']) {
    const settled = await payouts.update(id, (current) => {
      if (current.status !== 'PENDING') throw conflict(`Payout ${id} is already ${current.status}`);
      return {
        ...current,
        status,
        ...(failure ? { failure } : {}),
        updatedAt: clock.now().toISOString(),
      };
    });
    const merchant = merchantById(context, settled.merchantId);
    await context.webhooks.emit(
      merchant,
      'payouts',
      status === 'PAID' ? 'payout.paid' : 'payout.failed',
      {
        payout: presentPayout(settled),
      },
    );
    return settled;
  }

  async function get(merchant: TMerchant, id: string): Promise<TPayout> {
    const payout = await payouts.get(id);
    if (!payout || payout.merchantId !== merchant.id) throw notFound(`No payout ${id}`);
    return payout;
  }

  return {
    present: presentPayout,
    get,

    async create(merchant: TMerchant, body: TCreatePayoutBody) {
      const fingerprint = fingerprintOf(body);
      const existing = await payouts.find(
        (payout) =>
          payout.merchantId === merchant.id && payout.merchantRefNum === body.merchantRefNum,
      );
      if (existing) {
        if (existing.fingerprint !== fingerprint) {
          throw conflict(
            `merchantRefNum ${body.merchantRefNum} was already used for a different payout`,
          );
        }
        return { payout: existing, isNew: false };
      }
      const { destination, scenario } = {
        scenario: undefined,
        ...(await recipient(merchant, body)),
      };
      await reserveReference(context.store, 'payout', merchant.id, body.merchantRefNum);
      const now = clock.now().toISOString();
      const payout: TPayout = {
        id: newId('po'),
        merchantId: merchant.id,
        merchantRefNum: body.merchantRefNum,
        method: body.method,
        amount: body.amount,
        currencyCode: body.currencyCode,
        destination,
        ...(scenario ? { scenario } : {}),
        status: 'PENDING',
        fingerprint,
        createdAt: now,
        updatedAt: now,
      };
      await payouts.insert(payout);
      context.scheduler.later(context.timing.payoutResolveMs, async () => {
        const current = await payouts.get(payout.id);
        if (current?.status !== 'PENDING') return;
        const isRefused =
          current.scenario === 'decline' ||
          current.scenario === 'insufficientFunds' ||
          current.scenario === 'payoutDecline';
        await (isRefused ? settle(current.id, 'FAILED', CARD_REFUSED) : settle(current.id, 'PAID'));
      });
      return { payout, isNew: true };
    },

    async resolve(
      merchant: TMerchant,
      id: string,
      status: 'PAID' | 'FAILED',
      reason: string | undefined,
    ) {
      const payout = await get(merchant, id);
      if (payout.status !== 'PENDING')
        throw conflict(`Payout ${id} is ${payout.status}, not PENDING`);
      return settle(
        payout.id,
        status,
        status === 'FAILED'
          ? {
              code: 'PAYOUT_FAILED',
              message: reason ?? 'The payout was returned by the recipient’s provider.',
            }
          : undefined,
      );
    },
  };
}

export type TPayoutService = ReturnType<typeof createPayoutService>;
