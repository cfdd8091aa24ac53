import { secondsUntil, type TClock } from '#src/lib/clock';
import type { TRecord } from '#src/store/store';
import type { TReturnLink, TThreeDsRequest } from '#src/providers/card/card.schemas';
import type { TCardBrand } from '#src/providers/card/card-validation';
import type { TCardScenario } from '#src/providers/card/test-cards';

/** What the sandbox keeps of a card: never the full number or the CVV. */
export interface TMaskedCard {
  brand: TCardBrand;
  cardType: string;
  cardBin: string;
  lastDigits: string;
  cardExpiry: { month: number; year: number };
  holderName: string;
}

export interface TOrder extends TRecord {
  merchantRefNum: string;
  amount: number;
  currencyCode: string;
  customerId?: string;
  description?: string;
  sessionToken: string;
  /** COMPLETED once a payment used it; CANCELLED by the merchant before any payment. */
  status: 'OPEN' | 'COMPLETED' | 'CANCELLED';
  createdAt: string;
  expiresAt: string;
}

export interface TThreeDsState extends TThreeDsRequest {
  threeDSecureVersion: '2.2.0';
  /** ARes/RReq transStatus: Y authenticated, C challenge under way, N not authenticated. */
  status: 'Y' | 'C' | 'N';
  eci?: string;
  challengeId?: string;
}

export interface TProviderError {
  code: string;
  name: string;
  message: string;
}

export type THandleStatus = 'INITIATED' | 'PAYABLE' | 'FAILED' | 'COMPLETED';

export interface TPaymentHandle extends TRecord {
  paymentHandleToken: string;
  usage: 'SINGLE_USE' | 'MULTI_USE';
  status: THandleStatus;
  orderId?: string;
  customerId?: string;
  scenario: TCardScenario;
  card: TMaskedCard;
  /** Whether a CVV came with this tokenisation (a saved card may be used without one). */
  hasCvv: boolean;
  /** The issuer's record of the card's CVV (decision 197): a keyed digest, never the CVV. */
  cvvCheck?: TCvvCheck;
  billingDetails?: Record<string, string>;
  threeDs?: TThreeDsState;
  returnLinks: TReturnLink[];
  /** Origin of the page that tokenised, where the 3DS result page posts its message. */
  origin?: string;
  error?: TProviderError;
  createdAt: string;
  expiresAt: string;
}

/**
 * Stands in for the issuer, which knows each card's CVV: an HMAC of the CVV first given with
 * the card, under a key that lives only in the sandbox process, and the wrong CVVs given in a
 * row since the last right one.
 */
export interface TCvvCheck {
  salt: string;
  digest: string;
  failuresInRow: number;
}

export interface TCustomer extends TRecord {
  merchantCustomerId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  createdAt: string;
}

export interface TCustomerToken extends TRecord {
  singleUseCustomerToken: string;
  customerId: string;
  createdAt: string;
  expiresAt: string;
}

export type TEffectiveHandleStatus = THandleStatus | 'EXPIRED';

/** A handle past its time to live is EXPIRED unless it already ended (spent or failed). */
export function effectiveStatus(handle: TPaymentHandle, clock: TClock): TEffectiveHandleStatus {
  const isLive = handle.status === 'INITIATED' || handle.status === 'PAYABLE';
  return isLive && secondsUntil(clock, handle.expiresAt) === 0 ? 'EXPIRED' : handle.status;
}
