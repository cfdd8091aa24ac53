import { z } from 'zod';
import { ZLimit, ZPage, ZQueryBoolean } from '#src/common/paging';
import { defineContract } from '#src/contract';

/**
 * A refund or chargeback of a purchase (decision 175): what the ledger took back per coin and the
 * shortfall it could not take because the player had already played the coins away.
 */
export const ZAdminPurchaseReversal = z.object({
  merchantRefNum: z.string(),
  reversalId: z.string(),
  userId: z.string(),
  kind: z.enum(['refund', 'chargeback']),
  amountMinor: z.number().int(),
  currencyCode: z.string(),
  takenMinor: z.object({ GC: z.number().int(), SC: z.number().int() }),
  shortfallMinor: z.object({ GC: z.number().int(), SC: z.number().int() }),
  reversedAt: z.iso.datetime(),
});
export type TAdminPurchaseReversal = z.infer<typeof ZAdminPurchaseReversal>;

export const ZAdminPurchaseReversalsQuery = z.object({
  /** Only the reversals that left a shortfall. */
  shortfallOnly: ZQueryBoolean.default(false),
  limit: ZLimit(50, 100),
  page: ZPage,
});
export type TAdminPurchaseReversalsQuery = z.input<typeof ZAdminPurchaseReversalsQuery>;

export const ZAdminPurchaseReversalsResponse = z.object({
  data: z.object({
    reversals: z.array(ZAdminPurchaseReversal),
    totalCount: z.number().int(),
    /** Every shortfall of the filter, not only this page's. */
    shortfallTotalMinor: z.object({ GC: z.number().int(), SC: z.number().int() }),
  }),
});

/** Newest first; for recovering shortfalls outside the ledger (decision 178). */
export const listAdminPurchaseReversalsContract = defineContract({
  method: 'GET',
  path: '/api/admin/purchases/reversals',
  summary: 'Refunds and chargebacks of purchases with their shortfalls (admin:ledger.read)',
  query: ZAdminPurchaseReversalsQuery,
  response: ZAdminPurchaseReversalsResponse,
});
