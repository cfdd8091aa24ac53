import { DEFAULT_FEATURE_FLAG_VALUES, type TDailyBonusState } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DailyBonusFeature } from '#src/features/bonuses/components/daily-bonus-feature';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { useFeatureManagerRegistry } from '#src/stores/feature-manager';
import { usePortal } from '#src/stores/portal';

function answerDailyBonus(state: Partial<TDailyBonusState>) {
  const body: TDailyBonusState = {
    isEntitledToBonus: true,
    currentDay: 0,
    monthlyBonusDay: 0,
    timeUntilNextBonusMS: 0,
    bonusesList: [],
    ...state,
  };
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ data: body }), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Mounts the feature and answers what it registered with the feature manager. */
function registeredFeature(flags: Partial<typeof DEFAULT_FEATURE_FLAG_VALUES> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Flags keyed to a guest once the session check has answered (before, they are the arrival's).
  useAuthStatus.getState().setAuthState({ isAuthResolved: true });
  client.setQueryData(getFeatureFlagsQueryOptions(null).queryKey, {
    ...DEFAULT_FEATURE_FLAG_VALUES,
    ...flags,
  });
  render(
    <QueryClientProvider client={client}>
      <DailyBonusFeature onWalletChanged={vi.fn()} />
    </QueryClientProvider>,
  );
  const feature = useFeatureManagerRegistry.getState().features.DAILY_BONUS;
  if (!feature) throw new Error('not registered');
  return feature;
}

describe('DailyBonusFeature', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    usePortal.getState().closePortal(true);
    useAuthStatus.getState().setAuthState({ loggedInAt: null });
  });

  it('is READY once after a log-in when the server says the player is entitled', async () => {
    const fetchMock = answerDailyBonus({});
    useAuthStatus.getState().setAuthState({ loggedInAt: 1 });
    const feature = registeredFeature();
    expect(await feature.fetch('initial')).toBe('READY');
    const shown = feature.show();
    expect(usePortal.getState().options.label).toBe('DAILY BONUS');
    act(() => usePortal.getState().closePortal(true));
    await shown;
    expect(await feature.fetch('backToLobby')).toBe('OFF');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => useAuthStatus.getState().setAuthState({ loggedInAt: 2 }));
    expect(await feature.fetch('initial')).toBe('READY');
  });

  it('is OFF for a resumed session, when not entitled, or with daily_bonus_enabled off', async () => {
    const fetchMock = answerDailyBonus({ isEntitledToBonus: false, timeUntilNextBonusMS: 5_000 });
    expect(await registeredFeature().fetch('initial')).toBe('OFF');
    expect(fetchMock).not.toHaveBeenCalled();
    useAuthStatus.getState().setAuthState({ loggedInAt: 3 });
    expect(await useFeatureManagerRegistry.getState().features.DAILY_BONUS?.fetch('initial')).toBe(
      'OFF',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    cleanup();

    const entitled = answerDailyBonus({});
    expect(await registeredFeature({ daily_bonus_enabled: false }).fetch('initial')).toBe('OFF');
    expect(entitled).not.toHaveBeenCalled();
  });
});
