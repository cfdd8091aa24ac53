import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/**
 * The spec's Wallet entity. Amounts are minor units (gcCoin 123456 is 1,234.56). A wallet not
 * yet created answers zeros with walletId -1 and an empty currency code.
 */
export const ZUserWallet = z.object({
  gcCoin: ZAmountMinor,
  scCoin: z.object({ bsc: ZAmountMinor, psc: ZAmountMinor, wsc: ZAmountMinor }),
  totalScCoin: ZAmountMinor,
  walletId: z.number().int(),
  currencyCode: z.string(),
  ownerId: z.string(),
});
export type TUserWallet = z.infer<typeof ZUserWallet>;

export const ZGetWalletResponse = z.object({
  data: z.object({ userWallet: ZUserWallet }),
});
export type TGetWalletResponse = z.infer<typeof ZGetWalletResponse>;

export const getWalletContract = defineContract({
  method: 'GET',
  path: '/api/v2/user/get-wallet',
  summary: "The signed-in player's GC and SC balances (bonus, purchased, winnings)",
  response: ZGetWalletResponse,
});
