import { z } from 'zod';

/** The two coins: Gold Coins (play money) and Sweeps Coins. */
export const ZCoinType = z.enum(['GC', 'SC']);

/** An integer count of hundredths (minor units); never a float on the wire. */
export const ZAmountMinor = z.number().int().safe();

/** The three SC buckets: bonus (bsc), purchased (psc), winnings (wsc). Only wsc is redeemable. */
export const SC_BUCKETS = ['bsc', 'psc', 'wsc'] as const;
export type TScBucket = (typeof SC_BUCKETS)[number];

/**
 * The wallet as the realtime message carries it: `{gc, wsc, bsc, psc}` in minor units.
 * The same shape is the ledger's answer for the state after a transfer.
 */
export const ZWalletState = z.object({
  gc: ZAmountMinor,
  bsc: ZAmountMinor,
  psc: ZAmountMinor,
  wsc: ZAmountMinor,
});
export type TWalletState = z.infer<typeof ZWalletState>;
