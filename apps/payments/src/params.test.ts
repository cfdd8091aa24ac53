import { describe, expect, it } from 'vitest';
import { readFrameParams } from '#src/params';

describe('readFrameParams', () => {
  it('reads version 4 with its package JSON', () => {
    const search = new URLSearchParams({
      package: JSON.stringify({ packageId: 3, price: 999, gcCoin: 10_000_000, scCoin: 1000 }),
      packageId: '3',
      amount: '999',
      maxHeight: '720',
      platform: 'WEB',
      storeType: 'store',
      purchaseSource: 'header',
    }).toString();
    expect(readFrameParams(`?${search}`)).toMatchObject({
      version: 4,
      packageId: 3,
      amount: 999,
      package: { gcCoin: 10_000_000, scCoin: 1000 },
      maxHeight: 720,
      purchaseSource: 'header',
    });
  });

  it('reads version 3 without a package JSON', () => {
    expect(readFrameParams('?version=3&packageId=2&amount=499&firebaseUid=u1')).toMatchObject({
      version: 3,
      packageId: 2,
      amount: 499,
      package: null,
    });
  });

  it('refuses a missing or malformed package', () => {
    expect(readFrameParams('?packageId=2&amount=499')).toBeNull();
    expect(readFrameParams('?version=3&packageId=x&amount=499')).toBeNull();
    expect(readFrameParams('?version=3&packageId=2&amount=-1')).toBeNull();
  });
});
