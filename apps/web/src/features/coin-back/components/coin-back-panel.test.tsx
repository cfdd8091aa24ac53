import {
  DEFAULT_FEATURE_FLAG_VALUES,
  type TCoinBackBooster,
  type TCoinBackPeriod,
} from '@casino/contracts';
import { asAmountMinor, formatAmount } from '@casino/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoinBackPanel } from '#src/features/coin-back/components/coin-back-panel';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';

const OPEN: TCoinBackPeriod = {
  id: 7,
  percent: 5,
  startsAt: '2026-11-20T10:00:00.000Z',
  endsAt: '2026-11-21T10:00:00.000Z',
  status: 'open',
  netLoss: { gc: 1_200_00, sc: -50 },
  paid: null,
  paidAt: null,
};
const PAID: TCoinBackPeriod = {
  id: 3,
  percent: 10,
  startsAt: '2026-11-10T10:00:00.000Z',
  endsAt: '2026-11-11T10:00:00.000Z',
  status: 'paid',
  netLoss: { gc: 500_00, sc: 20_00 },
  paid: { gc: 50_00, sc: 2_00 },
  paidAt: '2026-11-11T10:05:00.000Z',
};
const WON: TCoinBackPeriod = {
  ...PAID,
  id: 2,
  netLoss: { gc: -1_00, sc: 0 },
  paid: { gc: 0, sc: 0 },
};

const coins = (minor: number, coin: 'GC' | 'SC') =>
  `${formatAmount(asAmountMinor(minor), { coin, style: 'coins' })} ${coin === 'GC' ? 'CC' : 'SC'}`;

function renderPanel(answers: Response[], isBoosterFlagOn = true) {
  const fetchMock = vi.fn((input: string) => {
    expect(new URL(input, 'http://localhost').pathname).toBe('/api/coin-back/periods');
    return Promise.resolve(answers.shift() ?? new Response('{}', { status: 500 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(getFeatureFlagsQueryOptions('u1').queryKey, {
    ...DEFAULT_FEATURE_FLAG_VALUES,
    coin_back_booster_feat: isBoosterFlagOn,
  });
  render(
    <QueryClientProvider client={client}>
      <CoinBackPanel />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const periodsOf = (periods: TCoinBackPeriod[], booster: TCoinBackBooster | null = null) =>
  new Response(JSON.stringify({ data: { periods, booster } }), { status: 200 });

const boosterEnding = (endMs: number): TCoinBackBooster => ({
  percentPoints: 5,
  startsAt: new Date(endMs - 3_600_000).toISOString(),
  endDate: new Date(endMs).toISOString(),
});

describe('CoinBackPanel', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    useAuthStatus.getState().setAuthState({ status: 'authenticated', userId: 'u1' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
    useAuthStatus.getState().setAuthState({ status: 'unauthenticated' });
  });

  it('lists a running period with its end and net loss, and paid ones with what they returned', async () => {
    renderPanel([periodsOf([OPEN, PAID, WON])]);
    const rows = await screen.findAllByTestId('coin-back-period');
    expect(rows).toHaveLength(3);
    const open = within(rows[0] as HTMLElement);
    expect(open.getByText('5% coin-back')).toBeTruthy();
    expect(open.getByText('Running')).toBeTruthy();
    expect(open.getByText(/^Ends 11\/21\/2026 /)).toBeTruthy();
    // A coin the player is ahead in shows no loss.
    expect(
      open.getByText(`Net loss so far: ${coins(1_200_00, 'GC')} and ${coins(0, 'SC')}`),
    ).toBeTruthy();
    const paid = within(rows[1] as HTMLElement);
    expect(paid.getByText('Paid')).toBeTruthy();
    expect(paid.getByText(`Returned ${coins(50_00, 'GC')} and ${coins(2_00, 'SC')}`)).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByText('Nothing to return: you came out ahead.'),
    ).toBeTruthy();
  });

  it('says when there is no coin-back, and offers a retry when loading fails', async () => {
    renderPanel([new Response('{}', { status: 500 }), periodsOf([])]);
    expect(await screen.findByText('Coin-back could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No coin-back yet. Packages with coin-back show it in the store.'),
    ).toBeTruthy();
  });

  it('shows a running booster with its points and end time above the periods', async () => {
    const endMs = Date.parse('2030-11-21T10:30:00.000Z');
    renderPanel([periodsOf([OPEN], boosterEnding(endMs))]);
    const booster = await screen.findByTestId('coin-back-booster');
    expect(within(booster).getByText('Booster +5%')).toBeTruthy();
    expect(within(booster).getByText('Active')).toBeTruthy();
    const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(
      new Date(endMs),
    );
    expect(
      within(booster).getByText(
        `Your coin-back periods count 5 more percentage points for play until 11/21/2030 ${time}.`,
      ),
    ).toBeTruthy();
    expect(screen.getAllByTestId('coin-back-period')).toHaveLength(1);
  });

  it('shows no booster while coin_back_booster_feat is off, and none that has ended', async () => {
    renderPanel([periodsOf([], boosterEnding(Date.now() + 3_600_000))], false);
    expect(await screen.findByText(/^No coin-back yet/)).toBeTruthy();
    expect(screen.queryByTestId('coin-back-booster')).toBeNull();
    cleanup();
    renderPanel([periodsOf([], boosterEnding(Date.now() - 1_000))]);
    expect(await screen.findByText(/^No coin-back yet/)).toBeTruthy();
    expect(screen.queryByTestId('coin-back-booster')).toBeNull();
  });

  it('reads the coin-back again 1-10 s after the booster ends, which clears it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const fetchMock = renderPanel([
      periodsOf([], boosterEnding(Date.now() + 2_000)),
      periodsOf([], null),
    ]);
    expect(await screen.findByTestId('coin-back-booster')).toBeTruthy();
    // Its end (2 s) and the shortest delay (1 s) have not both passed yet.
    await act(() => vi.advanceTimersByTimeAsync(2_700));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('coin-back-booster')).toBeNull();
  });
});
