import {
  DEFAULT_FEATURE_FLAG_VALUES,
  type TDailyMission,
  type TDailyMissionsState,
} from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDailyMissionsQueryOptions } from '#src/features/daily-missions/api/get-daily-missions';
import { DailyMissionBar } from '#src/features/daily-missions/components/daily-mission-bar';
import { DailyMissionPortal } from '#src/features/daily-missions/components/daily-mission-portal';
import { DailyMissionHomeWidget } from '#src/features/daily-missions/components/upcoming-mission-widget';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinType } from '#src/stores/coin-type';
import { useHomeWidgets } from '#src/stores/home-widgets';
import { usePortal } from '#src/stores/portal';

function mission(
  order: number,
  status: TDailyMission['status'],
  fields: Partial<TDailyMission> = {},
): TDailyMission {
  return {
    id: order * 10,
    order,
    status,
    missionType: 'SPIN_X_TIMES',
    goal: 10,
    progress: 0,
    coinType: 'GC',
    gameId: null,
    gameImageUrl: null,
    timeLeft: 3600,
    packageData: { gcCoin: 5_000_00, scCoin: 0, bundleItems: [] },
    ...fields,
  };
}

const EMPTY: TDailyMissionsState = {
  gcMissions: [],
  scMissions: [],
  gcRewards: [],
  scRewards: [],
  gcGrandPrize: null,
  scGrandPrize: null,
  gcGrandPrizesRewards: [],
  scGrandPrizesRewards: [],
  gameLabel: {},
};

/** A stand-in server: answers the missions state and the claims, which remove what they pay. */
function serve(initial: TDailyMissionsState, refusals: string[] = []) {
  let state = initial;
  const calls: string[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${url}`;
    calls.push(call);
    const json = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    if (refusals.includes(call)) {
      return json(
        { error: { name: 'DailyMissionRewardNotClaimableError', message: 'claimed' } },
        409,
      );
    }
    const missionClaim = /^POST \/api\/v2\/daily-missions\/(\d+)\/claim$/.exec(call);
    if (missionClaim) {
      const id = Number(missionClaim[1]);
      const paid = state.gcRewards.find((reward) => reward.id === id);
      state = { ...state, gcRewards: state.gcRewards.filter((reward) => reward.id !== id) };
      return json({ data: { packageData: paid?.packageData } });
    }
    const prizeClaim = /^POST \/api\/v2\/daily-missions\/grand-prizes\/(\d+)\/claim$/.exec(call);
    if (prizeClaim) {
      const id = Number(prizeClaim[1]);
      const paid = state.gcGrandPrizesRewards.find((prize) => prize.id === id);
      state = {
        ...state,
        gcGrandPrizesRewards: state.gcGrandPrizesRewards.filter((prize) => prize.id !== id),
      };
      return json({ data: { packageData: paid?.packageData } });
    }
    return json({ data: state });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderWith(
  ui: React.ReactNode,
  state: TDailyMissionsState,
  flags: Partial<typeof DEFAULT_FEATURE_FLAG_VALUES> = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(getFeatureFlagsQueryOptions('u1').queryKey, {
    ...DEFAULT_FEATURE_FLAG_VALUES,
    ...flags,
  });
  client.setQueryData(getDailyMissionsQueryOptions().queryKey, state);
  function PortalOutlet() {
    const content = usePortal((store) => store.content);
    return <div data-testid="portal">{content}</div>;
  }
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {ui}
        <PortalOutlet />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const wiring = () => ({
  onWalletChanged: vi.fn(),
  renderCelebration: vi.fn(() => <span data-testid="celebration" />),
});

describe('daily missions', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    useAuthStatus.getState().setAuthState({ status: 'authenticated', userId: 'u1' });
    useCoinType.getState().setCoinType('GC');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    usePortal.getState().closePortal(true);
    useAuthStatus.getState().setAuthState({ status: 'unauthenticated' });
  });

  it('shows the ACTIVE mission of the header coin in the lobby bar and its dialog', async () => {
    const state = {
      ...EMPTY,
      gcMissions: [mission(2, 'UPCOMING'), mission(1, 'ACTIVE', { progress: 3 })],
      scMissions: [mission(1, 'ACTIVE', { coinType: 'SC', missionType: 'WIN_SUM_OF', goal: 5_00 })],
    };
    serve(state);
    renderWith(<DailyMissionBar wiring={wiring()} variant="lobby" />, state);
    const bar = screen.getByRole('region', { name: 'Daily Missions' });
    expect(within(bar).getByText('Spin 10 times')).toBeInTheDocument();
    const progress = within(bar).getByRole('progressbar', { name: 'Mission progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '30');
    expect(progress).toHaveAttribute('aria-valuetext', '3 / 10');

    act(() => useCoinType.getState().setCoinType('SC'));
    expect(within(bar).getByText('Win a total of 5 SC')).toBeInTheDocument();
    act(() => useCoinType.getState().setCoinType('GC'));

    await userEvent.click(within(bar).getByRole('button', { name: 'See mission' }));
    expect(usePortal.getState().options.label).toBe('Daily Mission');
    const dialog = screen.getByTestId('daily-mission-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Daily Mission' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('mission-dialog-timer')).toHaveTextContent(
      /^Ends in \d\d:\d\d:\d\d$/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Awesome!' }));
    expect(usePortal.getState().content).toBeNull();
  });

  it('offers Play Now! for a mission tied to a game', () => {
    const state = {
      ...EMPTY,
      gcMissions: [mission(1, 'ACTIVE', { gameId: 7, gameImageUrl: '/g.png' })],
    };
    serve(state);
    renderWith(<DailyMissionPortal wiring={wiring()} />, state);
    expect(screen.getByRole('button', { name: 'Play Now!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /mission's game/ })).toHaveAttribute('src', '/g.png');
  });

  it("shows the catalogue's labels of the mission's game in its coin's style, unless game_labels_feat is off", () => {
    const state: TDailyMissionsState = {
      ...EMPTY,
      gcMissions: [mission(1, 'ACTIVE', { gameId: 7, gameImageUrl: '/g.png' })],
      gameLabel: {
        '7': [
          {
            id: 1,
            name: 'HOT',
            gcStyle: { backgroundColor: '#FF5D73', textColor: '#1B1446' },
            scStyle: { backgroundColor: '#2ED47A', textColor: '#0B2A1A' },
          },
          { id: 5, name: 'JACKPOT', iconSrc: '/jackpot.svg' },
        ],
        '8': [{ id: 2, name: 'NEW', iconSrc: '/new.svg' }],
      },
    };
    serve(state);
    const view = renderWith(<DailyMissionPortal wiring={wiring()} />, state);
    const dialog = screen.getByTestId('daily-mission-dialog');
    expect(within(dialog).getByText('HOT')).toHaveStyle({ backgroundColor: '#FF5D73' });
    expect(within(dialog).getByRole('img', { name: 'JACKPOT' })).toHaveAttribute(
      'src',
      '/jackpot.svg',
    );
    expect(within(dialog).queryByRole('img', { name: 'NEW' })).toBeNull();
    view.unmount();

    renderWith(<DailyMissionPortal wiring={wiring()} />, state, { game_labels_feat: false });
    expect(screen.getByTestId('daily-mission-dialog')).not.toHaveTextContent('HOT');
    expect(screen.queryByRole('img', { name: 'JACKPOT' })).toBeNull();
  });

  it('says Congrats! with the Next In timer once every mission of the day is claimed', () => {
    const state = { ...EMPTY, gcMissions: [mission(1, 'COMPLETED', { timeLeft: 3_723 })] };
    serve(state);
    renderWith(<DailyMissionPortal wiring={wiring()} />, state);
    expect(screen.getByRole('heading', { name: 'Congrats!' })).toBeInTheDocument();
    expect(screen.getByTestId('mission-dialog-timer')).toHaveTextContent(/^Next In 01:02:0\d$/);
  });

  it('keeps the Next In home widget while the mission is UPCOMING, opening Congrats!', async () => {
    const state = { ...EMPTY, gcMissions: [mission(1, 'COMPLETED', { timeLeft: 3_723 })] };
    serve(state);
    function WidgetArea() {
      const widgets = useHomeWidgets((store) => store.widgets);
      return Object.values(widgets).map((widget) => <div key={widget.key}>{widget.content}</div>);
    }
    const view = renderWith(
      <>
        <DailyMissionHomeWidget wiring={wiring()} />
        <WidgetArea />
      </>,
      state,
    );
    expect(useHomeWidgets.getState().widgets['daily-mission']?.type).toBe('UpcomingDailyMission');
    await userEvent.click(
      screen.getByRole('button', { name: /^Daily missions: next in 01:02:0\d$/ }),
    );
    expect(usePortal.getState().options.label).toBe('Congrats!');
    view.unmount();
    expect(useHomeWidgets.getState().widgets['daily-mission']).toBeUndefined();
  });

  it('claims the reward, then the grand prize one at a time, refreshing the wallet each time', async () => {
    const reward = mission(1, 'COMPLETED', { progress: 10 });
    const state = {
      ...EMPTY,
      gcMissions: [reward],
      gcRewards: [reward],
      gcGrandPrizesRewards: [
        {
          id: 7,
          coinType: 'GC' as const,
          day: '2026-11-26',
          packageData: { gcCoin: 100_000_00, scCoin: 2_00, bundleItems: [] },
        },
      ],
    };
    const calls = serve(state);
    const wired = wiring();
    renderWith(<DailyMissionPortal wiring={wired} />, state);
    const gift = screen.getByTestId('daily-mission-gift');
    expect(within(gift).getByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();
    expect(within(gift).getByText('Mission complete: Spin 10 times')).toBeInTheDocument();
    expect(within(gift).getByText('5,000 CC')).toBeInTheDocument();

    await userEvent.click(within(gift).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(wired.onWalletChanged).toHaveBeenCalledTimes(1));
    expect(calls).toContain('POST /api/v2/daily-missions/10/claim');
    expect(wired.renderCelebration).toHaveBeenCalledWith(['GC']);
    expect(within(gift).queryByRole('button', { name: 'Claim' })).toBeNull();

    const prize = await screen.findByRole('heading', { name: 'Royal Win!' }, { timeout: 3000 });
    expect(prize).toBeInTheDocument();
    expect(within(gift).getByText('CC grand prize')).toBeInTheDocument();
    await userEvent.click(within(gift).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(wired.onWalletChanged).toHaveBeenCalledTimes(2));
    expect(calls).toContain('POST /api/v2/daily-missions/grand-prizes/7/claim');
    expect(wired.renderCelebration).toHaveBeenLastCalledWith(['GC', 'SC']);
    await waitFor(() => expect(usePortal.getState().content).toBeNull(), { timeout: 3000 });
  });

  it('shows why a refused claim failed and pays nothing', async () => {
    const reward = mission(1, 'COMPLETED', { progress: 10 });
    const state = { ...EMPTY, gcMissions: [reward], gcRewards: [reward] };
    serve(state, ['POST /api/v2/daily-missions/10/claim']);
    const wired = wiring();
    renderWith(<DailyMissionPortal wiring={wired} />, state);
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reward is not ready to claim, or it was claimed already.',
    );
    expect(wired.onWalletChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('reads the missions again when the timer reaches zero', async () => {
    const state = { ...EMPTY, gcMissions: [mission(1, 'ACTIVE', { timeLeft: 1 })] };
    const calls = serve(state);
    renderWith(<DailyMissionBar wiring={wiring()} variant="lobby" />, state);
    const reads = () => calls.filter((call) => call === 'GET /api/v2/daily-missions').length;
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(1));
    const before = reads();
    await waitFor(() => expect(reads()).toBeGreaterThan(before), { timeout: 4000 });
  });

  it('shows nothing while daily_missions_feature is off', () => {
    const state = { ...EMPTY, gcMissions: [mission(1, 'ACTIVE')] };
    serve(state);
    const client = new QueryClient();
    client.setQueryData(getFeatureFlagsQueryOptions('u1').queryKey, {
      ...DEFAULT_FEATURE_FLAG_VALUES,
      daily_missions_feature: false,
    });
    const view = render(
      <QueryClientProvider client={client}>
        <DailyMissionBar wiring={wiring()} variant="lobby" />
      </QueryClientProvider>,
    );
    expect(view.container).toBeEmptyDOMElement();
  });
});
