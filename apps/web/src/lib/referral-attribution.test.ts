import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetReferrerCode,
  keepReferrerCode,
  readReferrerCode,
  referrerCodeFromParams,
} from '#src/lib/referral-attribution';

describe('referral attribution', () => {
  afterEach(() => forgetReferrerCode());

  it('reads the code of a friends link only', () => {
    expect(referrerCodeFromParams(new URLSearchParams('campaign=ABCD2345&source=friends'))).toBe(
      'ABCD2345',
    );
    expect(referrerCodeFromParams(new URLSearchParams('campaign=ABCD2345&source=mail'))).toBeNull();
    expect(referrerCodeFromParams(new URLSearchParams('source=friends'))).toBeNull();
    expect(referrerCodeFromParams(new URLSearchParams('campaign=<b>&source=friends'))).toBeNull();
  });

  it('keeps the code until sign-up forgets it', () => {
    expect(readReferrerCode()).toBeNull();
    keepReferrerCode('ABCD2345');
    expect(readReferrerCode()).toBe('ABCD2345');
    forgetReferrerCode();
    expect(readReferrerCode()).toBeNull();
  });
});
