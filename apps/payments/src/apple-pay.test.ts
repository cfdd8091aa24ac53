import { describe, expect, it } from 'vitest';
import {
  applePayRequest,
  applePaySessionOf,
  isSilentApplePayFailure,
  runApplePay,
  type TApplePayPayment,
  type TApplePayRequest,
} from '#src/apple-pay';
import { readFrameParams } from '#src/params';

/** A session that records what the frame did and plays the sheet as told. */
function fakeSession(sheet: 'authorise' | 'close') {
  const calls: unknown[] = [];
  class Session {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static canMakePayments() {
      return true;
    }
    onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
    onpaymentauthorized: ((event: { payment: TApplePayPayment }) => void) | null = null;
    oncancel: ((event: unknown) => void) | null = null;
    constructor(version: number, request: TApplePayRequest) {
      calls.push(['new', version, request.total.amount]);
    }
    begin() {
      this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
    }
    abort() {
      calls.push(['abort']);
    }
    completeMerchantValidation(merchantSession: unknown) {
      calls.push(['validated', merchantSession]);
      if (sheet === 'close') this.oncancel?.({});
      else this.onpaymentauthorized?.({ payment: { token: { id: 't' } } });
    }
    completePayment(result: { status: number }) {
      calls.push(['completed', result.status]);
    }
  }
  return { Session, calls };
}

const params = readFrameParams(
  `?package=${encodeURIComponent(JSON.stringify({ packageId: 2, price: 999, gcCoin: 1, scCoin: 1 }))}`,
);
if (!params) throw new Error('params');

describe('Apple Pay in the payments frame', () => {
  it('is offered only where ApplePaySession exists and can make payments', () => {
    expect(applePaySessionOf({})).toBeNull();
    const { Session } = fakeSession('authorise');
    expect(applePaySessionOf({ ApplePaySession: Session })).toBe(Session);
    Session.canMakePayments = () => false;
    expect(applePaySessionOf({ ApplePaySession: Session })).toBeNull();
  });

  it('asks for version 10, Visa and MasterCard, 3DS, USD and the package price', () => {
    expect(applePayRequest(params)).toMatchObject({
      currencyCode: 'USD',
      supportedNetworks: ['visa', 'masterCard'],
      merchantCapabilities: ['supports3DS'],
      total: { amount: '9.99' },
    });
  });

  it('validates the merchant, then buys with the token and completes the sheet', async () => {
    const { Session, calls } = fakeSession('authorise');
    const answer = await runApplePay(Session, applePayRequest(params), {
      validateMerchant: async (url) => ({ for: url }),
      purchase: async (payment) => payment.token,
    });
    expect(answer).toEqual({ id: 't' });
    expect(calls).toEqual([
      ['new', 10, '9.99'],
      ['validated', { for: 'https://apple-pay-gateway.apple.com/x' }],
      ['completed', 0],
    ]);
  });

  it('a closed sheet is code 9152, silently ignored; a refused purchase is not', async () => {
    const closed = fakeSession('close');
    const cancelled = await runApplePay(closed.Session, applePayRequest(params), {
      validateMerchant: async () => ({}),
      purchase: async () => 'never',
    }).catch((error: unknown) => error);
    expect(isSilentApplePayFailure(cancelled)).toBe(true);
    const refused = fakeSession('authorise');
    const declined = await runApplePay(refused.Session, applePayRequest(params), {
      validateMerchant: async () => ({}),
      purchase: () => Promise.reject(new Error('declined')),
    }).catch((error: unknown) => error);
    expect(isSilentApplePayFailure(declined)).toBe(false);
    expect(refused.calls.at(-1)).toEqual(['completed', 1]);
  });
});
