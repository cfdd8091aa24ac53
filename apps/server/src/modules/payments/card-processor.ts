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
  submitPayment(payment: TProcessorPaymentRequest): Promise<TProcessorPayment>;
  /** The notification if its signature is genuine and fresh; null otherwise. */
  readNotification(rawBody: string, headers: TNotificationHeaders): TProcessorNotification | null;
}

export interface TProcessorOrder {
  merchantRefNum: string;
  amountMinor: number;
  currencyCode: string;
  description: string;
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
