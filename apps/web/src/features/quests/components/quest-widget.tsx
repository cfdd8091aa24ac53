import '#src/features/quests/components/quests.css';
import type { TPlayerQuest } from '@casino/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerQuest } from '#src/features/quests/api/get-player-quest';
import { openQuestPortal } from '#src/features/quests/components/quest-portal';
import type { TQuestsWiring } from '#src/features/quests/components/quests-wiring';
import { useQuestRemainingMs } from '#src/features/quests/components/use-quest-timer';
import { formatTimer } from '#src/lib/format-timer';
import { useHomeWidgets } from '#src/stores/home-widgets';

const WIDGET_KEY = 'quest';

/** The widget's face: the quest's image, milestones claimed of all, the time left; it opens the dialog. */
function QuestWidget({ quest, wiring }: { quest: TPlayerQuest; wiring: TQuestsWiring }) {
  const { t } = useTranslation();
  const remainingMs = useQuestRemainingMs(quest.expiredAt);
  const done = quest.milestonesCompleted;
  const count = quest.userQuest.userQuestMilestones.length;
  const time = formatTimer(remainingMs);
  return (
    <button
      type="button"
      className="quest-widget"
      aria-label={
        quest.hideTimer
          ? t('quests.widgetLabel', { done, count })
          : t('quests.widgetLabelTimed', { done, count, time })
      }
      data-testid="quest-widget"
      onClick={() => openQuestPortal(wiring, t('quests.title'))}
    >
      <img className="quest-widget__image" src={quest.widgetImageUrl} alt="" />
      <span className="quest-widget__label">{t('quests.widgetTitle')}</span>
      <span className="quest-widget__meta">
        <span className="quest-widget__count">{t('quests.widgetCount', { done, count })}</span>
        {quest.hideTimer ? null : <span className="quest-timer">{time}</span>}
      </span>
    </button>
  );
}

/**
 * Keeps the quest's widget among the home widgets (type Quest, rank 1, engagement §4) while
 * the player has a quest running; renders nothing itself.
 */
export function QuestHomeWidget({ wiring }: { wiring: TQuestsWiring }) {
  const { data: quest } = usePlayerQuest();
  useEffect(() => {
    if (!quest) return;
    const { showWidget, hideWidget } = useHomeWidgets.getState();
    showWidget({
      key: WIDGET_KEY,
      type: 'Quest',
      weight: 0,
      content: <QuestWidget quest={quest} wiring={wiring} />,
    });
    return () => hideWidget(WIDGET_KEY);
  }, [quest, wiring]);
  return null;
}
