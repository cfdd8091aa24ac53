import { z } from 'zod';

/**
 * A redemption request's life (decisions 180, 198, 199): `activation` while it waits for the
 * player's code by text (its SC already held), `pending` while the operator decides, `approved`
 * while the payout provider pays, then `paid`; `canceled` by the player, `rejected` by the
 * operator (or a failed payout) and `expired` (no code in time) return the held SC.
 */
export const REDEEM_STATUSES = [
  'activation',
  'pending',
  'approved',
  'paid',
  'rejected',
  'canceled',
  'expired',
] as const;
export const ZRedeemStatus = z.enum(REDEEM_STATUSES);
export type TRedeemStatus = z.infer<typeof ZRedeemStatus>;
