/**
 * What the casino needs from a card processor (spec §4 card payment flow): open an order
 * session, take a payment with a token the payments frame got, and verify its signed result
 * notifications. The sandbox (apps/sandbox, decision 120) is one implementation; a live
 * processor is another behind the same interface, chosen by CARD_PROCESSOR.
 */
export interface TCardProcessor {
  /** What the payments frame needs to tokenise a card in the browser. */
  readonly browserTokenisation: { url: string; publicKey: string };
  openOrder(order: TProcessorOrder): Promise<{ orderId: string; sessionToken: string }>;
  /**
   * Cancels an order no payment has used (decision 109): its session pays nothing more. Answers
   * `paid` when a payment already used it (its own result, maybe still pending, stands) and
   * `cancelled` otherwise, also for an order the processor no longer knows.
   */
  cancelOrder(orderId: string): Promise<'cancelled' | 'paid'>;
  submitPayment(payment: TProcessorPaymentRequest): Promise<TProcessorPayment>;
  /** The notification if its signature is genuine and fresh; null otherwise. */
  readNotification(rawBody: string, headers: TNotificationHeaders): TProcessorNotification | null;
  /**
   * Keeps the card behind a paid single-use handle as a multi-use one of the player's customer
   * (made on first use); the same card again answers the handle already kept.
   */
  saveCard(input: {
    merchantCustomerId: string;
    paymentHandleToken: string;
  }): Promise<TProcessorSavedCard>;
  /**
   * A single-use customer token with which the browser may tokenise one of the customer's
   * saved cards, and the ids of the saved cards the processor can still charge.
   */
  customerToken(customerId: string): Promise<{ customerToken: string; liveHandleIds: string[] }>;
  /** Forgets a saved card; one already gone is not an error. */
  deleteSavedCard(customerId: string, handleId: string): Promise<void>;
}

/** A saved card as the processor keeps it: what identifies it, never the card number. */
export interface TProcessorSavedCard {
  customerId: string;
  handleId: string;
  paymentHandleToken: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  timeToLiveSeconds: number;
}

export interface TProcessorOrder {
  merchantRefNum: string;
  amountMinor: number;
  currencyCode: string;
  description: string;
  /** The customer whose saved cards this order may use. */
  customerId?: string | undefined;
}

export interface TProcessorPaymentRequest {
  merchantRefNum: string;
  amountMinor: number;
  currencyCode: string;
  paymentHandleToken: string;
  customerIp: string | null;
}

/** A payment as the processor reports it; `failure` is set when `status` is FAILED. */
export interface TProcessorPayment {
  paymentId: string | null;
  merchantRefNum: string;
  amountMinor: number;
  currencyCode: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED';
  failure: { code: string; reason: string; message: string } | null;
}

export type TNotificationHeaders = Record<string, string | string[] | undefined>;

export interface TProcessorNotification {
  eventId: string;
  /** payment.completed, payment.failed, payment.refunded, payment.chargeback. */
  eventType: string;
  payment: TProcessorPayment;
  /** Set for payment.refunded and payment.chargeback: what the processor took back. */
  reversal: TProcessorReversal | null;
}

/**
 * Money the processor took back from a completed payment, as a slice of its amount: before
 * this reversal `fromMinor` had been taken back in all, after it `toMinor`. The slice is read
 * from the processor's own record, so every delivery of one event carries the same slice.
 */
export interface TProcessorReversal {
  kind: 'refund' | 'chargeback';
  /** The processor's id of the refund or chargeback. */
  id: string;
  fromMinor: number;
  toMinor: number;
}

/** The processor could not be reached, or answered something we cannot read. */
export class CardProcessorUnavailableError extends Error {
  override name = 'CardProcessorUnavailableError';
}
