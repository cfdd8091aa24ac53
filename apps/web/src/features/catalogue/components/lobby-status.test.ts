import { describe, expect, it, vi } from 'vitest';
import {
  toLobbyStatus,
  visibleCategoryCount,
} from '#src/features/catalogue/components/lobby-status';

describe('lobby status', () => {
  it('maps the query to OFF, FETCHING, READY and ERROR', () => {
    expect(toLobbyStatus({ status: 'pending', fetchStatus: 'idle' })).toBe('OFF');
    expect(toLobbyStatus({ status: 'pending', fetchStatus: 'fetching' })).toBe('FETCHING');
    expect(toLobbyStatus({ status: 'success', fetchStatus: 'idle' })).toBe('READY');
    expect(toLobbyStatus({ status: 'error', fetchStatus: 'idle' })).toBe('ERROR');
  });

  it('shows only 5 categories during onboarding on short screens', () => {
    expect(visibleCategoryCount(9, true, () => 799)).toBe(5);
    expect(visibleCategoryCount(9, true, () => 800)).toBe(9);
    expect(visibleCategoryCount(9, false, () => 600)).toBe(9);
    expect(visibleCategoryCount(3, true, () => 600)).toBe(3);
  });

  it('reads the viewport height only during onboarding', () => {
    const readHeight = vi.fn(() => 600);
    expect(visibleCategoryCount(9, false, readHeight)).toBe(9);
    expect(readHeight).not.toHaveBeenCalled();
    expect(visibleCategoryCount(9, true, readHeight)).toBe(5);
    expect(readHeight).toHaveBeenCalledOnce();
  });
});
