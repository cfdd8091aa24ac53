import type { TStorePackage } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  maxPaymentHeight,
  paymentFrameHeight,
  paymentsFrameUrl,
  paymentsSandbox,
} from '#src/features/store/model/payments-frame';

const PACK: TStorePackage = {
  packageId: 4,
  title: 'Pouch of Coins',
  price: 1999,
  currencyCode: 'USD',
  gcAmount: 20_000_000,
  scAmount: 2000,
  gcCoin: 20_000_000,
  scCoin: 2000,
  packageBundles: [{ bundleType: 'coinBack', bundlePayload: { percent: 5, durationHours: 24 } }],
  isFirstPurchaseOffer: false,
  badge: '',
};

describe('payments frame height (spec §2)', () => {
  const viewport = { clientHeight: 900, innerHeight: 880, innerWidth: 390 };
  it('caps at min(client height, inner height, 800)', () => {
    expect(maxPaymentHeight(viewport)).toBe(800);
    expect(maxPaymentHeight({ clientHeight: 600, innerHeight: 844 })).toBe(600);
  });
  it('uses 710/0.97 for the card page, 774.5 for the others, 90vw otherwise', () => {
    expect(paymentFrameHeight({ provider: 'card', reportedHeight: null, viewport })).toBeCloseTo(
      731.96,
      2,
    );
    expect(paymentFrameHeight({ provider: 'other', reportedHeight: null, viewport })).toBe(774.5);
    expect(paymentFrameHeight({ provider: null, reportedHeight: null, viewport })).toBe(351);
    expect(paymentFrameHeight({ provider: 'card', reportedHeight: 1200, viewport })).toBe(800);
  });
});

describe('paymentsFrameUrl', () => {
  const options = {
    baseUrl: 'http://localhost:3002/',
    pack: PACK,
    userId: 'user-1',
    hostOrigin: 'http://localhost:3000',
    maxHeight: 800,
    storeType: 'store',
    purchaseSource: 'store',
  };
  it('sends version 4 with the package JSON', () => {
    const url = new URL(paymentsFrameUrl({ ...options, version: 4 }));
    expect(url.origin).toBe('http://localhost:3002');
    expect(JSON.parse(url.searchParams.get('package') ?? '')).toEqual({
      packageId: 4,
      price: 1999,
      gcCoin: 20_000_000,
      scCoin: 2000,
      coinBack: 5,
    });
    expect(url.searchParams.get('maxHeight')).toBe('800');
    expect(url.searchParams.has('version')).toBe(false);
  });
  it('sends version 3 with its own parameters', () => {
    const url = new URL(paymentsFrameUrl({ ...options, version: 3 }));
    expect(url.searchParams.get('version')).toBe('3');
    expect(url.searchParams.get('firebaseUid')).toBe('user-1');
    expect(url.searchParams.get('origin')).toBe('http://localhost:3000');
    expect(url.searchParams.has('package')).toBe(false);
  });
  it('lets popups through only in version 4', () => {
    expect(paymentsSandbox(4)).toContain('allow-popups');
    expect(paymentsSandbox(3)).not.toContain('allow-popups');
  });
});
