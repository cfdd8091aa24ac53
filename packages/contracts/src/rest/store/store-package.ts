import { z } from 'zod';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/** Extra value a package carries beside its coins; coin-back returns a share of later losses. */
export const ZPackageBundle = z.object({
  bundleType: z.literal('coinBack'),
  bundlePayload: z.object({
    /** Share of the net loss returned per coin (GC and SC) at the end, in percent (decision 106). */
    percent: z.number().int().min(1).max(100),
    /** How long the coin-back runs after the purchase. */
    durationHours: z.number().int().min(1),
  }),
});
export type TPackageBundle = z.infer<typeof ZPackageBundle>;

/**
 * A coin package (spec §3 Package). `price` is USD cents; coin amounts are hundredths
 * (decision 003). gcCoin and scCoin repeat gcAmount and scAmount: the spec reads both names.
 */
export const ZStorePackage = z.object({
  packageId: z.number().int(),
  title: z.string(),
  price: ZAmountMinor,
  currencyCode: z.literal('USD'),
  gcAmount: ZAmountMinor,
  scAmount: ZAmountMinor,
  gcCoin: ZAmountMinor,
  scCoin: ZAmountMinor,
  packageBundles: z.array(ZPackageBundle),
  /** Sold once per player, to players who have never bought. */
  isFirstPurchaseOffer: z.boolean(),
  /** A short ribbon ('Best value'); empty for none. */
  badge: z.string(),
});
export type TStorePackage = z.infer<typeof ZStorePackage>;
