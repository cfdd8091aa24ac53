import '#src/features/quests/components/quests.css';
import type { TPlayerQuest, TUserQuestMilestone } from '@casino/contracts';
import { coinLabel, type TCoinType } from '@casino/money';
import { Button, IconButton } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Lock, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimQuestMilestone } from '#src/features/quests/api/claim-quest-milestone';
import { finishQuest } from '#src/features/quests/api/finish-quest';
import { getPlayerQuestQueryOptions } from '#src/features/quests/api/get-player-quest';
import type { TQuestsWiring } from '#src/features/quests/components/quests-wiring';
import { useQuestRemainingMs } from '#src/features/quests/components/use-quest-timer';
import {
  milestonesOf,
  milestoneStatusOf,
  progressPercent,
} from '#src/features/quests/model/quest-view';
import { errorCopy } from '#src/lib/error-copy';
import { formatTimer } from '#src/lib/format-timer';
import {
  formatMissionCoins,
  useMissionGoalText,
  useMissionProgressText,
} from '#src/lib/mission-goal';
import { useCoinAnimation } from '#src/stores/coin-animation';

/** Engagement §9: the coins fly for 1500 ms after a paid claim. */
const CELEBRATION_MS = 1500;

/** A package's coins, GC first, each only when it pays something: "1,000 CC + 1 SC". */
function PackageAmounts({ gcCoin, scCoin }: { gcCoin: number; scCoin: number }) {
  const parts = (
    [
      ['GC', gcCoin],
      ['SC', scCoin],
    ] as [TCoinType, number][]
  ).filter(([, amount]) => amount > 0);
  return (
    <span className="quest-amounts">
      {parts.map(([coin, amount]) => (
        <span key={coin} className="quest-amounts__coin" data-coin={coin}>
          {formatMissionCoins(amount, coin)} {coinLabel(coin)}
        </span>
      ))}
    </span>
  );
}

function MilestoneRow({
  quest,
  milestone,
  isBusy,
  onClaim,
}: {
  quest: TPlayerQuest;
  milestone: TUserQuestMilestone;
  isBusy: boolean;
  onClaim: (milestone: TUserQuestMilestone) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { order, milestoneRewardPackage, ...goal } = milestone.questMilestone;
  const fields = { ...goal, progress: milestone.progress };
  const goalText = useMissionGoalText(fields);
  const progressText = useMissionProgressText(fields);
  const status = milestoneStatusOf(quest, milestone);
  const percent = progressPercent(milestone);
  return (
    <li
      className="quest-milestone"
      data-status={status}
      data-milestone-id={milestone.id}
      data-testid="quest-milestone"
    >
      <span className="quest-milestone__order" aria-hidden="true">
        {status === 'claimed' ? (
          <Check size={18} />
        ) : status === 'locked' ? (
          <Lock size={16} />
        ) : (
          order
        )}
      </span>
      <div className="quest-milestone__body">
        <p className="quest-milestone__goal" id={labelId}>
          <span className="cc-visually-hidden">{t('quests.milestone', { order })} </span>
          {goalText}
        </p>
        <div className="quest-milestone__progress">
          <div
            className="quest-milestone__track"
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={progressText}
          >
            <span className="quest-milestone__fill" style={{ width: `${percent}%` }} />
          </div>
          <span className="quest-milestone__numbers">{progressText}</span>
        </div>
      </div>
      <div className="quest-milestone__side">
        <PackageAmounts {...milestoneRewardPackage} />
        {status === 'claimable' ? (
          <Button
            className="quest-milestone__claim"
            aria-label={t('quests.claimMilestone', { order })}
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={() => onClaim(milestone)}
          >
            {t('quests.claim')}
          </Button>
        ) : (
          <span className="quest-milestone__status">{t(`quests.status.${status}`)}</span>
        )}
      </div>
    </li>
  );
}

/**
 * The quest dialog (engagement §2/§3/§4): the quest's milestones in order, each with its goal,
 * progress and reward, a Claim button on the one claimable (next in order, reached, not
 * claimed), the time left (HH:MM:SS, or 'Nd:HHh' from a day; not when the quest hides its
 * timer), and the final reward, collected once every milestone was claimed. A paid claim flies
 * its coins and reads the wallet and the quest again. `isOver`: the quest is no longer the
 * player's active one (collected, or its time ran out); the dialog keeps its last state.
 */
export function QuestDialog({
  quest,
  isOver,
  wiring,
  onClose,
}: {
  quest: TPlayerQuest;
  isOver: boolean;
  wiring: TQuestsWiring;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remainingMs = useQuestRemainingMs(quest.expiredAt);
  const [busy, setBusy] = useState<number | 'finish' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [celebration, setCelebration] = useState<{ key: string; coins: TCoinType[] } | null>(null);
  const [isFinished, setIsFinished] = useState(false);
  const setCoinAnimationVisible = useCoinAnimation((store) => store.setVisible);
  const celebrationTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const milestones = milestonesOf(quest);

  useEffect(
    () => () => {
      if (celebrationTimer.current !== null) clearTimeout(celebrationTimer.current);
      setCoinAnimationVisible(false);
    },
    [setCoinAnimationVisible],
  );

  async function pay(key: string, call: () => Promise<{ gcCoin: number; scCoin: number }>) {
    setBusy(key === 'finish' ? 'finish' : Number(key));
    setFailure(null);
    try {
      const paid = await call();
      const coins: TCoinType[] = [];
      if (paid.gcCoin > 0) coins.push('GC');
      if (paid.scCoin > 0) coins.push('SC');
      setCelebration({ key, coins });
      setCoinAnimationVisible(true);
      if (celebrationTimer.current !== null) clearTimeout(celebrationTimer.current);
      celebrationTimer.current = setTimeout(() => setCoinAnimationVisible(false), CELEBRATION_MS);
      wiring.onWalletChanged();
      if (key === 'finish') setIsFinished(true);
    } catch (error) {
      console.error('Quest claim failed', error);
      setFailure(errorCopy(error, t));
    }
    // A finished quest reads as none: the dialog keeps showing what was collected.
    if (key !== 'finish') {
      await queryClient
        .refetchQueries({ queryKey: getPlayerQuestQueryOptions().queryKey })
        .catch((error: unknown) => console.error('Quest not reloaded', error));
    }
    setBusy(null);
  }

  return (
    <div className="quest-dialog" data-testid="quest-dialog">
      <IconButton label={t('dialogs.close')} className="quest-dialog__close" onClick={onClose}>
        <X size={20} aria-hidden="true" />
      </IconButton>
      <img className="quest-dialog__art" src={quest.widgetImageUrl} alt="" width={64} height={64} />
      <h2 className="quest-dialog__title">{t('quests.title')}</h2>
      <p className="quest-dialog__summary">
        {t('quests.summary', { done: quest.milestonesCompleted, count: milestones.length })}
      </p>
      {quest.hideTimer ? null : (
        <p className="quest-dialog__timer" data-testid="quest-timer">
          <span>{t('quests.endsIn')}</span>{' '}
          <span className="quest-timer" role="timer">
            {formatTimer(remainingMs)}
          </span>
        </p>
      )}
      <ol className="quest-milestones" aria-label={t('quests.milestones')}>
        {milestones.map((milestone) => (
          <MilestoneRow
            key={milestone.id}
            quest={quest}
            milestone={milestone}
            isBusy={busy !== null || isOver}
            onClaim={(claimed) =>
              void pay(String(claimed.id), () => claimQuestMilestone(claimed.id))
            }
          />
        ))}
      </ol>
      <section className="quest-dialog__reward" aria-labelledby="quest-reward-title">
        <h3 className="quest-dialog__reward-title" id="quest-reward-title">
          {t('quests.finalReward')}
        </h3>
        <PackageAmounts {...quest.rewardPackage} />
        {isFinished || isOver ? (
          <p className="quest-dialog__done" role="status">
            {t(isFinished ? 'quests.completed' : 'quests.ended')}
          </p>
        ) : quest.completedAllMilestonesAt ? (
          <Button
            size="lg"
            isBlock
            disabled={busy !== null}
            aria-busy={busy === 'finish'}
            onClick={() => void pay('finish', finishQuest)}
          >
            {t('quests.collect')}
          </Button>
        ) : (
          <p className="quest-dialog__hint">{t('quests.finalRewardHint')}</p>
        )}
      </section>
      {failure ? (
        <p className="quest-dialog__error" role="alert">
          {failure}
        </p>
      ) : null}
      {celebration ? (
        <div key={celebration.key}>{wiring.renderCelebration(celebration.coins)}</div>
      ) : null}
    </div>
  );
}
