import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZStoreLayout } from '#src/rest/event-triggers/event-trigger';
import { ZCoinType } from '#src/rest/wallet/wallet-state';
import { ZStorePackage } from '#src/rest/store/store-package';

/**
 * An offer shown in the store (engagement §3 Store offer, decision 216): a player's open event
 * whose benefit has visibility.store, with its store layout and its packages as the store sells
 * them to this player. canDisplay false: its countdown has not started (its popup starts it), so
 * the store does not show it yet; expiredAt: when its countdown ends, if it has one.
 */
export const ZStoreOffer = z.object({
  userEventTriggerId: z.number().int(),
  eventTriggerId: z.number().int(),
  benefitKey: z.string(),
  storeLayout: ZStoreLayout,
  storeLayoutImageUrl: z.string(),
  packages: z.array(ZStorePackage).min(1),
  canDisplay: z.boolean(),
  expiredAt: z.iso.datetime().nullable(),
});
export type TStoreOffer = z.infer<typeof ZStoreOffer>;

/**
 * The player's offers for the store while their events are open, for the coin shown: those of
 * coin mode all or of that coin. Buying one of its packages in the store takes the offer.
 */
export const getStoreOffersContract = defineContract({
  method: 'GET',
  path: '/api/v2/offers/store-offers',
  summary: "The player's open offers shown in the store, for a coin",
  query: z.object({ coinType: ZCoinType }),
  response: z.object({ data: z.object({ storeOffers: z.array(ZStoreOffer) }) }),
});
export type TGetStoreOffersResponse = z.infer<(typeof getStoreOffersContract)['response']>;
