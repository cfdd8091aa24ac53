import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZAmountMinor, ZWalletState } from '#src/rest/wallet/wallet-state';

/** Operator correction: a new transfer (code 'correction'), never an edit of an old one. */
export const ZCreateLedgerCorrectionBody = z.object({
  userId: zText().min(1).max(128),
  coin: z.enum(['GC', 'SC']),
  direction: z.enum(['credit', 'debit']),
  amountMinor: ZAmountMinor.positive().max(Number.MAX_SAFE_INTEGER),
  /** SC bucket; credits default to bsc, debits follow the spend order. */
  bucket: z.enum(['bsc', 'psc', 'wsc']).optional(),
  reason: zText().trim().min(3).max(500),
});
export type TCreateLedgerCorrectionBody = z.infer<typeof ZCreateLedgerCorrectionBody>;

export const ZCreateLedgerCorrectionResponse = z.object({
  data: z.object({
    transferId: z.string(),
    isReplay: z.boolean(),
    state: ZWalletState,
  }),
});
export type TCreateLedgerCorrectionResponse = z.infer<typeof ZCreateLedgerCorrectionResponse>;

export const createLedgerCorrectionContract = defineContract({
  method: 'POST',
  path: '/api/admin/ledger/corrections',
  summary: "Credits or debits a player's wallet with a reason (operators, Idempotency-Key header)",
  body: ZCreateLedgerCorrectionBody,
  response: ZCreateLedgerCorrectionResponse,
});
