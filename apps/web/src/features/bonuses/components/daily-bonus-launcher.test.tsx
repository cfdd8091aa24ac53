import { DEFAULT_FEATURE_FLAG_VALUES, type TDailyBonusState } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DailyBonusLauncher } from '#src/features/bonuses/components/daily-bonus-launcher';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { usePortal } from '#src/stores/portal';
import { useStartupDialogs } from '#src/stores/startup-dialogs';

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

function renderLauncher(flags: Partial<typeof DEFAULT_FEATURE_FLAG_VALUES> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(getFeatureFlagsQueryOptions('u1').queryKey, {
    ...DEFAULT_FEATURE_FLAG_VALUES,
    ...flags,
  });
  return render(
    <QueryClientProvider client={client}>
      <DailyBonusLauncher onWalletChanged={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('DailyBonusLauncher', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    useAuthStatus.getState().setAuthState({ status: 'authenticated', userId: 'u1' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    usePortal.getState().closePortal(true);
    useAuthStatus.getState().setAuthState({ status: 'unauthenticated', loggedInAt: null });
  });

  it('opens the dialog once after a log-in when the server says the player is entitled', async () => {
    const fetchMock = answerDailyBonus({});
    useAuthStatus.getState().setAuthState({ loggedInAt: 1 });
    const view = renderLauncher();
    await waitFor(() => expect(usePortal.getState().content).not.toBeNull());
    expect(usePortal.getState().options.label).toBe('DAILY BONUS');
    expect(useStartupDialogs.getState().decided.dailyBonus).toBe(1);
    act(() => usePortal.getState().closePortal(true));
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <DailyBonusLauncher onWalletChanged={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stays closed for a resumed session, when not entitled, or when popups are prevented', async () => {
    const fetchMock = answerDailyBonus({ isEntitledToBonus: false, timeUntilNextBonusMS: 5_000 });
    renderLauncher();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => useAuthStatus.getState().setAuthState({ loggedInAt: 2 }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(usePortal.getState().content).toBeNull();
    // Not entitled is a decision too: later dialogs may go.
    await waitFor(() => expect(useStartupDialogs.getState().decided.dailyBonus).toBe(2));
    cleanup();

    const entitled = answerDailyBonus({});
    renderLauncher({ prevent_popup_auto_display_web: true });
    act(() => useAuthStatus.getState().setAuthState({ loggedInAt: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entitled).not.toHaveBeenCalled();
    expect(usePortal.getState().content).toBeNull();
    expect(useStartupDialogs.getState().decided.dailyBonus).toBe(3);
  });
});
