import { secondsUntil, type TClock } from '#src/lib/clock';
import {
  effectiveStatus,
  type TCustomer,
  type TMaskedCard,
  type TOrder,
  type TPaymentHandle,
} from '#src/providers/card/card.model';

export function presentCard(card: TMaskedCard) {
  return {
    cardBin: card.cardBin,
    lastDigits: card.lastDigits,
    cardType: card.cardType,
    cardExpiry: card.cardExpiry,
    holderName: card.holderName,
  };
}

export function presentOrder(order: TOrder, clock: TClock) {
  return {
    id: order.id,
    merchantRefNum: order.merchantRefNum,
    amount: order.amount,
    currencyCode: order.currencyCode,
    status: order.status,
    sessionToken: order.sessionToken,
    timeToLiveSeconds: secondsUntil(clock, order.expiresAt),
    expiresAt: order.expiresAt,
    ...(order.customerId ? { customerId: order.customerId } : {}),
  };
}

export function presentHandle(handle: TPaymentHandle, clock: TClock, publicUrl: string) {
  const status = effectiveStatus(handle, clock);
  const challengeId = handle.threeDs?.challengeId;
  const needsChallenge = status === 'INITIATED' && challengeId !== undefined;
  return {
    id: handle.id,
    paymentHandleToken: handle.paymentHandleToken,
    usage: handle.usage,
    paymentType: 'CARD',
    status,
    action: needsChallenge ? 'REDIRECT' : 'NONE',
    links: needsChallenge
      ? [{ rel: 'redirect_payment', href: `${publicUrl}/card/3ds/${challengeId}` }]
      : [],
    timeToLiveSeconds: secondsUntil(clock, handle.expiresAt),
    expiresAt: handle.expiresAt,
    card: presentCard(handle.card),
    ...(handle.customerId ? { customerId: handle.customerId } : {}),
    ...(handle.billingDetails ? { billingDetails: handle.billingDetails } : {}),
    ...(handle.threeDs
      ? {
          threeDs: {
            deviceChannel: handle.threeDs.deviceChannel,
            messageCategory: handle.threeDs.messageCategory,
            authenticationPurpose: handle.threeDs.authenticationPurpose,
            transactionIntent: handle.threeDs.transactionIntent,
            threeDSecureVersion: handle.threeDs.threeDSecureVersion,
            status: handle.threeDs.status,
            ...(handle.threeDs.eci ? { eci: handle.threeDs.eci } : {}),
          },
        }
      : {}),
    ...(handle.error ? { error: handle.error } : {}),
  };
}

export function presentCustomer(
  customer: TCustomer,
  savedCards: TPaymentHandle[],
  clock: TClock,
  publicUrl: string,
) {
  return {
    id: customer.id,
    merchantCustomerId: customer.merchantCustomerId,
    ...(customer.firstName ? { firstName: customer.firstName } : {}),
    ...(customer.lastName ? { lastName: customer.lastName } : {}),
    ...(customer.email ? { email: customer.email } : {}),
    createdAt: customer.createdAt,
    paymentHandles: savedCards.map((handle) => presentHandle(handle, clock, publicUrl)),
  };
}
