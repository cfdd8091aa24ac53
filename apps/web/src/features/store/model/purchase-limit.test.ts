import type { TPurchaseLimit } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { findExceededLimit } from '#src/features/store/model/purchase-limit';

const limit = (period: TPurchaseLimit['period'], amount: number, used: number): TPurchaseLimit => ({
  period,
  amount,
  maxAmount: 500_000,
  used,
  remaining: Math.max(0, amount - used),
  pendingAmount: null,
  pendingEffectiveAt: null,
});

describe('findExceededLimit', () => {
  const limits = [
    limit('daily', 5_000, 1_000),
    limit('weekly', 20_000, 18_000),
    limit('monthly', 50_000, 18_000),
  ];

  it('finds nothing when the price fits every window', () => {
    expect(findExceededLimit(2_000, limits)).toBeNull();
  });

  it('finds the first window the price would go past, counting exactly up to the limit', () => {
    expect(findExceededLimit(4_001, limits)?.period).toBe('daily');
    expect(findExceededLimit(2_000, [limits[0] as TPurchaseLimit])).toBeNull();
    expect(findExceededLimit(2_001, limits)?.period).toBe('weekly');
    expect(findExceededLimit(1, [limit('daily', 0, 0)])?.period).toBe('daily');
  });
});
