import type { TEventTriggerEvent, TPlayerQuest } from '@casino/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPopup } from '#src/features/event-triggers/components/event-popup.test-support';
import { testEvent, testLayout } from '#src/features/event-triggers/model/event.test-support';
import { readPopups, type TInvalidEvent } from '#src/features/event-triggers/model/event-queue';
import { initI18n } from '#src/lib/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

function playerQuest(fields: Partial<TPlayerQuest> = {}): TPlayerQuest {
  return {
    questKey: 'crown-quest',
    ordered: true,
    milestonesCompleted: 0,
    completedAt: null,
    completedAllMilestonesAt: null,
    expiredAt: new Date(Date.now() + 7 * DAY_MS - 1_000).toISOString(),
    widgetImageUrl: '/images/event-triggers/quest-mini.svg',
    hideTimer: false,
    rewardPackage: { packageId: 910_000, gcCoin: 10_000_00, scCoin: 2_00 },
    userQuest: {
      id: 3,
      userQuestMilestones: [
        {
          id: 30,
          completedAt: null,
          progress: 0,
          reachedAt: null,
          questMilestone: {
            order: 1,
            missionType: 'SPIN_X_TIMES',
            goal: 1,
            coinType: 'GC',
            gameId: null,
            milestoneRewardPackage: { packageId: 910_001, gcCoin: 1_000_00, scCoin: 0 },
          },
        },
      ],
    },
    ...fields,
  };
}

/** The demo's quest event (decision 217): the final reward, the countdown, VIEW QUEST. */
function questEvent(quest: unknown): TEventTriggerEvent {
  return testEvent(
    {
      benefitType: 'quest',
      key: 'crown-quest',
      layout: testLayout('VIEW QUEST', { rewardTop: 64, hasTimer: true }),
      quest: quest as TPlayerQuest,
    },
    { expiredAt: playerQuest().expiredAt, eventTrigger: { weight: 95, hideWidgetTimer: false } },
  );
}

describe('quest popup', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows the quest's final reward and time left; its button opens the quest dialog after the fold", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const [popup] = readPopups([questEvent(playerQuest())], () => undefined);
    const { actions, onClose } = renderPopup(popup);
    expect(screen.getByRole('status')).toHaveTextContent('10,000 CC + 2 SC');
    expect(screen.getByRole('timer')).toHaveTextContent('6d:23h');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'VIEW QUEST' }));
    });
    expect(actions.onOpenQuest).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(actions.onOpenQuest).toHaveBeenCalledTimes(1);
    expect(actions.onPaid).not.toHaveBeenCalled();
  });

  it('drops a quest event without its quest, with a completed quest, or with no milestones', () => {
    const dropped: TInvalidEvent[] = [];
    const popups = readPopups(
      [
        questEvent(null),
        questEvent(playerQuest({ completedAt: '2026-11-27T10:00:00.000Z' })),
        questEvent(playerQuest({ userQuest: { id: 3, userQuestMilestones: [] } })),
        questEvent(playerQuest()),
      ],
      (invalid) => dropped.push(invalid),
    );
    expect(popups).toHaveLength(1);
    expect(dropped.map((invalid) => invalid.issues)).toEqual([
      ['benefit.quest'],
      ['benefit.quest'],
      ['benefit.quest.userQuest.userQuestMilestones'],
    ]);
  });
});
