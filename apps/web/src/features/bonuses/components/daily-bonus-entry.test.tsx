import { DEFAULT_FEATURE_FLAG_VALUES, type TDailyBonusState } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDailyBonusQueryOptions } from '#src/features/bonuses/api/get-daily-bonus';
import { DailyBonusEntry } from '#src/features/bonuses/components/daily-bonus-entry';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { usePortal } from '#src/stores/portal';

const STATE: TDailyBonusState = {
  isEntitledToBonus: true,
  currentDay: 2,
  monthlyBonusDay: 2,
  timeUntilNextBonusMS: 0,
  bonusesList: [],
};

function renderEntry(
  state: Partial<TDailyBonusState>,
  flags: Partial<typeof DEFAULT_FEATURE_FLAG_VALUES> = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(getFeatureFlagsQueryOptions('u1').queryKey, {
    ...DEFAULT_FEATURE_FLAG_VALUES,
    ...flags,
  });
  client.setQueryData(getDailyBonusQueryOptions().queryKey, { ...STATE, ...state });
  return render(
    <QueryClientProvider client={client}>
      <DailyBonusEntry onWalletChanged={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('DailyBonusEntry', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    useAuthStatus.getState().setAuthState({ status: 'authenticated', userId: 'u1' });
  });
  afterEach(() => {
    cleanup();
    usePortal.getState().closePortal(true);
    useAuthStatus.getState().setAuthState({ status: 'unauthenticated' });
  });

  it('offers the collect button when entitled, and it opens the Daily Bonus dialog', async () => {
    renderEntry({});
    expect(screen.getByRole('heading', { name: 'DAILY BONUS' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'TAP TO COLLECT YOUR DAILY BONUS' }));
    expect(usePortal.getState().options.label).toBe('DAILY BONUS');
  });

  it('counts down to the next bonus when not entitled', () => {
    renderEntry({ isEntitledToBonus: false, timeUntilNextBonusMS: 3_723_000 });
    expect(screen.getByTestId('daily-bonus-entry-timer')).toHaveTextContent('NEXT IN: 01:02:03');
    expect(screen.queryByRole('button', { name: 'TAP TO COLLECT YOUR DAILY BONUS' })).toBeNull();
    expect(screen.getByRole('button', { name: 'See my progress' })).toBeInTheDocument();
  });

  it('shows nothing when the daily bonus is switched off', () => {
    const view = renderEntry({}, { daily_bonus_enabled: false });
    expect(view.container).toBeEmptyDOMElement();
  });
});
