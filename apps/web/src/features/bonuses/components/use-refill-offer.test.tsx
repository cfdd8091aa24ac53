import { DEFAULT_FEATURE_FLAG_VALUES } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLowBalanceConfigQueryOptions } from '#src/features/bonuses/api/get-low-balance-config';
import { useRefillOffer } from '#src/features/bonuses/components/use-refill-offer';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { useGameFrame } from '#src/stores/game-frame';
import { useLowBalance } from '#src/stores/low-balance';
import { usePortal } from '#src/stores/portal';

const PUSH = {
  roundId: 'round-1',
  coin: 'GC',
  balance: 40_000,
  threshold: 100_000,
  thresholdPrize: 500_000,
} as const;

describe('useRefillOffer with the balance_threshold push', () => {
  let offer: (gcBalanceMinor: number, roundId?: string | null) => Promise<boolean> = async () =>
    false;
  const opened = vi.fn();

  function Harness() {
    offer = useRefillOffer(vi.fn());
    return null;
  }

  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    useAuthStatus.getState().setAuthState({ status: 'authenticated', userId: 'u1' });
    useGameFrame.setState({ isOpen: true, shownRoundIds: [], heldRounds: {} });
    opened.mockClear();
    const client = new QueryClient();
    client.setQueryData(getFeatureFlagsQueryOptions('u1').queryKey, DEFAULT_FEATURE_FLAG_VALUES);
    // The config says the same as the push: a refill of 5,000 CC at or below 1,000 CC.
    client.setQueryData(getLowBalanceConfigQueryOptions().queryKey, {
      thresholdMinor: 100_000,
      rewardMinor: 500_000,
    });
    render(
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>,
    );
    usePortal.subscribe((state, previous) => {
      if (state.content !== null && previous.content === null) opened();
    });
  });
  afterEach(() => {
    cleanup();
    usePortal.getState().closePortal(true);
    useLowBalance.getState().reset();
    useAuthStatus.getState().setAuthState({ status: 'unauthenticated', loggedInAt: null });
  });

  it('waits for the frame to show the round, then offers once though both paths fire', async () => {
    act(() => useLowBalance.getState().setThreshold(PUSH));
    expect(usePortal.getState().content).toBeNull();

    useGameFrame.setState({ shownRoundIds: ['round-1'] });
    let isOffered = false;
    await act(async () => {
      isOffered = await offer(PUSH.balance, 'round-1');
    });
    expect(isOffered).toBe(true);
    expect(usePortal.getState().options.label).toBe('OUT OF COINS?');
    act(() => usePortal.getState().closePortal(true));

    act(() => useLowBalance.getState().setThreshold({ ...PUSH }));
    await act(() => offer(PUSH.balance, 'round-1'));
    expect(usePortal.getState().content).toBeNull();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('offers when the push arrives after the frame showed the round', async () => {
    useGameFrame.setState({ shownRoundIds: ['round-2'] });
    act(() => useLowBalance.getState().setThreshold({ ...PUSH, roundId: 'round-2' }));
    await waitFor(() => expect(usePortal.getState().options.label).toBe('OUT OF COINS?'));
    act(() => usePortal.getState().closePortal(true));
    await act(() => offer(PUSH.balance, 'round-2'));
    expect(usePortal.getState().content).toBeNull();
  });

  it('answers that no refill applies above the threshold, so the mini store may open', async () => {
    let isOffered = true;
    await act(async () => {
      isOffered = await offer(100_001, 'round-3');
    });
    expect(isOffered).toBe(false);
    expect(usePortal.getState().content).toBeNull();
  });

  it('reads the settings again for a low round without its push: a refill turned off is not offered', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ data: { low_balance_cc_threshold: 100_000, low_balance_cc_reward: 0 } }),
          { status: 200 },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      useGameFrame.setState({ shownRoundIds: ['round-4'] });
      let isOffered = true;
      await act(async () => {
        isOffered = await offer(PUSH.balance, 'round-4');
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(isOffered).toBe(false);
      expect(usePortal.getState().content).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps to the cached settings for a round that is not low', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    try {
      await act(() => offer(100_001, 'round-5'));
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
