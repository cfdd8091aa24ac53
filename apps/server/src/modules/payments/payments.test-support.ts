import { ZGetStoreResponse, type TStorePackage } from '@casino/contracts';
import type { TSignedInPlayer } from '#test/helpers/players';
import type { TTestApp } from '#test/helpers/test-app';

/** The first seeded package that is not the first-purchase offer, as the store lists it. */
export async function everydayPack(
  testApp: TTestApp,
  player: TSignedInPlayer,
): Promise<TStorePackage> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/v2/store',
    headers: { cookie: player.cookie },
  });
  const pack = ZGetStoreResponse.parse(response.json()).data.store.find(
    (candidate) => !candidate.isFirstPurchaseOffer,
  );
  if (!pack) throw new Error('no everyday pack seeded');
  return pack;
}
