import { ZGetStoreResponse, type TOpenOrder, type TStorePackage } from '@casino/contracts';
import { PAYMENTS_TEST_ORIGIN } from '#test/helpers/provider-sandbox';
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

/** The sandbox card processor's merchant id (the server's development default). */
export const SANDBOX_MERCHANT = 'sandbox_crown_casino';

/** A card as the payments frame sends it: a published test number, a valid expiry, a CVV. */
export function testCard(cardNum: string) {
  return { cardNum, cardExpiry: { month: 12, year: 2031 }, cvv: '123', holderName: 'Ada Player' };
}

/**
 * What the payments frame sends the card processor from the browser for an open order
 * (`POST /card/v1/paymenthandles` with the order's session token); the caller checks the answer.
 */
export function postPaymentHandle(order: TOpenOrder, body: Record<string, unknown>) {
  return fetch(`${order.tokenisation.url}/card/v1/paymenthandles`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${SANDBOX_MERCHANT}:${order.tokenisation.publicKey}`).toString('base64')}`,
      origin: PAYMENTS_TEST_ORIGIN,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ sessionToken: order.sessionToken, ...body }),
  });
}

/** `POST user/open-order` for a package, as the payments frame asks it. */
export function openCardOrder(testApp: TTestApp, player: TSignedInPlayer, packageId: number) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/user/open-order',
    headers: { cookie: player.cookie },
    payload: { paymentType: 'deposit', packageId },
  });
}

/** `POST user/proceed-payment-paysafe`: pays an open order with a card's payment handle. */
export function payByCard(
  testApp: TTestApp,
  player: TSignedInPlayer,
  payment: { packageId: number; merchantRefNum: string; paymentHandleToken: string },
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/user/proceed-payment-paysafe',
    headers: { cookie: player.cookie },
    payload: { ...payment, paymentMethod: 'card', platform: 'WEB' },
  });
}
