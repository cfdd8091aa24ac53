import {
  DEFAULT_FEATURE_FLAG_VALUES,
  type TPlayerQuest,
  type TUserQuestMilestone,
} from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getPlayerQuestQueryOptions,
  usePlayerQuest,
} from '#src/features/quests/api/get-player-quest';
import { QuestFeature } from '#src/features/quests/components/quest-feature';
import { QuestPortal } from '#src/features/quests/components/quest-portal';
import { QuestHomeWidget } from '#src/features/quests/components/quest-widget';
import { useQuestExpiryRefetch } from '#src/features/quests/components/use-quest-timer';
import {
  isMilestoneClaimable,
  milestoneStatusOf,
  questRefetchDelayMs,
} from '#src/features/quests/model/quest-view';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { nextTask } from '#src/lib/next-task';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinType } from '#src/stores/coin-type';
import { useFeatureManagerRegistry } from '#src/stores/feature-manager';
import { useHomeWidgets } from '#src/stores/home-widgets';
import { usePortal } from '#src/stores/portal';
import { useQuestLive } from '#src/stores/quest-live';

const DAY_MS = 24 * 60 * 60 * 1000;

function milestone(
  order: number,
  fields: Partial<TUserQuestMilestone> = {},
  goal: Partial<TUserQuestMilestone['questMilestone']> = {},
): TUserQuestMilestone {
  return {
    id: order * 10,
    completedAt: null,
    progress: 0,
    reachedAt: null,
    questMilestone: {
      order,
      missionType: 'SPIN_X_TIMES',
      goal: 3,
      coinType: 'GC',
      gameId: null,
      milestoneRewardPackage: { packageId: order, gcCoin: 1_000_00, scCoin: 0 },
      ...goal,
    },
    ...fields,
  };
}

const DONE = '2026-11-27T10:00:00.000Z';

function quest(
  milestones: TUserQuestMilestone[],
  fields: Partial<TPlayerQuest> = {},
): TPlayerQuest {
  return {
    questKey: 'crown-quest',
    ordered: true,
    milestonesCompleted: milestones.filter((item) => item.completedAt !== null).length,
    completedAt: null,
    completedAllMilestonesAt: null,
    expiredAt: new Date(Date.now() + 7 * DAY_MS - 1_000).toISOString(),
    widgetImageUrl: '/images/event-triggers/quest-mini.svg',
    hideTimer: false,
    rewardPackage: { packageId: 9, gcCoin: 10_000_00, scCoin: 2_00 },
    userQuest: { id: 4, userQuestMilestones: milestones },
    ...fields,
  };
}

/** A stand-in server: answers the quest, and the claims and the finish as told. */
function serve(initial: TPlayerQuest | null, refusals: Record<string, object> = {}) {
  let state = initial;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      // apiRequest sends JSON text.
      const body = typeof init?.body === 'string' ? init.body : null;
      calls.push(body ? `${call} ${body}` : call);
      const json = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      const refusal = refusals[call];
      if (refusal) return json({ error: refusal }, 409);
      if (call === 'POST /api/quest/player/milestone/claim' && state) {
        const { milestoneId } = JSON.parse(body ?? '{}') as { milestoneId: number };
        const claimed = state.userQuest.userQuestMilestones.find((item) => item.id === milestoneId);
        state = quest(
          state.userQuest.userQuestMilestones.map((item) =>
            item.id === milestoneId ? { ...item, completedAt: DONE } : item,
          ),
        );
        return json({ data: claimed?.questMilestone.milestoneRewardPackage });
      }
      if (call === 'POST /api/quest/player/finish') {
        state = null;
        return json({ data: { gcCoin: 10_000_00, scCoin: 2_00 } });
      }
      return json({ data: { playerActiveQuest: state } });
    }),
  );
  return calls;
}

function clientWith(data: TPlayerQuest | null, flags: object = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(getFeatureFlagsQueryOptions('u1').queryKey, {
    ...DEFAULT_FEATURE_FLAG_VALUES,
    ...flags,
  });
  client.setQueryData(getPlayerQuestQueryOptions().queryKey, data);
  return client;
}

function renderWith(ui: ReactNode, client: QueryClient) {
  function PortalOutlet() {
    const content = usePortal((store) => store.content);
    return <div data-testid="portal">{content}</div>;
  }
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <PortalOutlet />
    </QueryClientProvider>,
  );
}

const wiring = () => ({
  onWalletChanged: vi.fn(),
  renderCelebration: vi.fn(() => <span data-testid="celebration" />),
});

describe('quests', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    useAuthStatus.getState().setAuthState({ status: 'authenticated', userId: 'u1' });
    useCoinType.getState().setCoinType('GC');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    usePortal.getState().closePortal(true);
    useQuestLive.getState().reset();
    useAuthStatus.getState().setAuthState({ status: 'unauthenticated' });
  });

  it('makes a milestone claimable only when reached, not claimed, and next in order', () => {
    const reachedFirst = milestone(1, { progress: 3, reachedAt: DONE });
    const reachedSecond = milestone(2, { progress: 3, reachedAt: DONE });
    const ordered = quest([reachedFirst, reachedSecond, milestone(3)]);
    expect(isMilestoneClaimable(ordered, reachedFirst)).toBe(true);
    expect(isMilestoneClaimable(ordered, reachedSecond)).toBe(false);
    expect(
      ordered.userQuest.userQuestMilestones.map((item) => milestoneStatusOf(ordered, item)),
    ).toEqual(['claimable', 'reached', 'counting']);
    const unordered = quest([reachedFirst, reachedSecond, milestone(3)], { ordered: false });
    expect(isMilestoneClaimable(unordered, reachedSecond)).toBe(true);
    const claimed = { ...reachedFirst, completedAt: DONE };
    expect(isMilestoneClaimable(quest([claimed, reachedSecond]), claimed)).toBe(false);
    expect(isMilestoneClaimable(quest([claimed, reachedSecond]), reachedSecond)).toBe(true);
    expect(milestoneStatusOf(quest([milestone(1), milestone(2)]), milestone(2))).toBe('locked');
  });

  it('reads the quest again 1 to 5 s after its timer ends', async () => {
    expect(questRefetchDelayMs(() => 0)).toBe(1_000);
    expect(questRefetchDelayMs(() => 0.999_999_9)).toBe(5_000);

    vi.useFakeTimers();
    const calls = serve(null);
    const client = clientWith(null);
    const ending = quest([milestone(1)], { expiredAt: new Date(Date.now() + 2_000).toISOString() });
    renderHook(
      () => {
        usePlayerQuest();
        useQuestExpiryRefetch(ending, () => 0.5);
      },
      {
        wrapper: ({ children }) => (
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        ),
      },
    );
    const reads = () => calls.filter((call) => call === 'GET /api/quest/player').length;
    // The mount's read starts in a task of its own (api-client), which fake timers do not hold.
    for (let turn = 0; turn < 10 && reads() === 0; turn += 1) await act(nextTask);
    const before = reads();
    expect(before).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000 + 2_999));
    expect(reads()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(reads()).toBe(before + 1);
  });

  it('shows the milestones, the time left as Nd:HHh, and claims the one next in order', async () => {
    const state = quest([
      milestone(1, { progress: 3, reachedAt: DONE }),
      milestone(2, { progress: 1 }, { missionType: 'BET_SUM_OF', goal: 50_000_00 }),
      milestone(
        3,
        {},
        {
          coinType: 'SC',
          goal: 1,
          milestoneRewardPackage: { packageId: 3, gcCoin: 0, scCoin: 1_00 },
        },
      ),
    ]);
    const calls = serve(state);
    const wired = wiring();
    renderWith(<QuestPortal wiring={wired} />, clientWith(state));
    const dialog = screen.getByTestId('quest-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Quest' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('quest-timer')).toHaveTextContent(/^Ends in 6d:23h$/);
    expect(within(dialog).getByText('0 of 3 milestones claimed')).toBeInTheDocument();
    const rows = within(dialog).getAllByTestId('quest-milestone');
    expect(rows.map((row) => row.dataset.status)).toEqual(['claimable', 'counting', 'locked']);
    expect(rows[1]).toHaveTextContent('Bet a total of 50,000 CC');
    expect(within(rows[1]!).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '0.01 / 50,000 CC',
    );
    expect(rows[2]).toHaveTextContent('1 SC');
    expect(within(dialog).getAllByRole('button', { name: /^Claim/ })).toHaveLength(1);
    expect(within(dialog).getByText('Claim every milestone to collect it.')).toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Claim milestone 1' }));
    await waitFor(() => expect(wired.onWalletChanged).toHaveBeenCalledTimes(1));
    expect(calls).toContain('POST /api/quest/player/milestone/claim {"milestoneId":10}');
    expect(wired.renderCelebration).toHaveBeenCalledWith(['GC']);
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('quest-milestone')[0]).toHaveAttribute(
        'data-status',
        'claimed',
      ),
    );
    expect(within(dialog).getByText('1 of 3 milestones claimed')).toBeInTheDocument();
  });

  it('shows HH:MM:SS under a day, and the spec text of a refused claim', async () => {
    const state = quest([milestone(5, { progress: 3, reachedAt: DONE })], {
      expiredAt: new Date(Date.now() + 3_723_000).toISOString(),
    });
    serve(state, {
      'POST /api/quest/player/milestone/claim': {
        name: 'QuestMilestoneNotClaimableError',
        message: 'Milestone 50 is not claimable',
        details: { milestoneId: 50 },
      },
    });
    const wired = wiring();
    renderWith(<QuestPortal wiring={wired} />, clientWith(state));
    expect(screen.getByTestId('quest-timer')).toHaveTextContent(/^Ends in 01:02:0\d$/);
    await userEvent.click(screen.getByRole('button', { name: 'Claim milestone 5' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Milestone 50 is not claimable');
    expect(wired.onWalletChanged).not.toHaveBeenCalled();
  });

  it('collects the final reward once every milestone is claimed, then says the quest is complete', async () => {
    const state = quest([milestone(1, { progress: 3, reachedAt: DONE, completedAt: DONE })], {
      completedAllMilestonesAt: DONE,
      hideTimer: true,
    });
    const calls = serve(state);
    const wired = wiring();
    renderWith(<QuestPortal wiring={wired} />, clientWith(state));
    expect(screen.queryByTestId('quest-timer')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Collect' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Quest complete!');
    expect(calls).toContain('POST /api/quest/player/finish');
    expect(wired.renderCelebration).toHaveBeenCalledWith(['GC', 'SC']);
  });

  it('opens its dialog once per coin type until a quest update resets it', async () => {
    const state = quest([milestone(1)]);
    serve(state);
    renderWith(<QuestFeature wiring={wiring()} />, clientWith(state));
    const feature = () => useFeatureManagerRegistry.getState().features.QUEST!;
    expect(await feature().fetch('initial')).toBe('READY');
    void feature().show();
    expect(usePortal.getState().options.label).toBe('Quest');
    act(() => usePortal.getState().closePortal(true));
    expect(await feature().fetch('backToLobby')).toBe('OFF');
    act(() => useCoinType.getState().setCoinType('SC'));
    expect(await feature().fetch('coinChange')).toBe('READY');
    act(() => useCoinType.getState().setCoinType('GC'));
    act(() => useQuestLive.getState().questUpdated());
    expect(await feature().fetch('backToLobby')).toBe('READY');
  });

  it('is OFF without a quest, or while quests_enabled is off', async () => {
    serve(null);
    const view = renderWith(<QuestFeature wiring={wiring()} />, clientWith(null));
    expect(await useFeatureManagerRegistry.getState().features.QUEST!.fetch('initial')).toBe('OFF');
    view.unmount();
    const state = quest([milestone(1)]);
    serve(state);
    renderWith(<QuestFeature wiring={wiring()} />, clientWith(state, { quests_enabled: false }));
    expect(await useFeatureManagerRegistry.getState().features.QUEST!.fetch('initial')).toBe('OFF');
  });

  it('keeps a Quest home widget while the quest runs, opening its dialog', async () => {
    const state = quest([milestone(1, { completedAt: DONE, reachedAt: DONE }), milestone(2)]);
    serve(state);
    function WidgetArea() {
      const widgets = useHomeWidgets((store) => store.widgets);
      return Object.values(widgets).map((widget) => <div key={widget.key}>{widget.content}</div>);
    }
    const view = renderWith(
      <>
        <QuestHomeWidget wiring={wiring()} />
        <WidgetArea />
      </>,
      clientWith(state),
    );
    expect(useHomeWidgets.getState().widgets.quest?.type).toBe('Quest');
    const widget = screen.getByRole('button', {
      name: 'Quest: 1 of 2 milestones claimed, ends in 6d:23h',
    });
    expect(widget).toHaveTextContent('1/2');
    await userEvent.click(widget);
    expect(usePortal.getState().options.label).toBe('Quest');
    view.unmount();
    expect(useHomeWidgets.getState().widgets.quest).toBeUndefined();
  });
});
