import '#src/features/daily-missions/components/daily-missions.css';
import type { TDailyMissionsState } from '@casino/contracts';
import { coinLabel, type TCoinType } from '@casino/money';
import { Button, IconButton } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimDailyMissionGift } from '#src/features/daily-missions/api/claim-daily-mission-reward';
import { getDailyMissionsQueryOptions } from '#src/features/daily-missions/api/get-daily-missions';
import { RewardAmounts } from '#src/features/daily-missions/components/mission-parts';
import {
  giftQueue,
  giftTitleOf,
  type TDailyMissionGift,
} from '#src/features/daily-missions/model/mission-view';
import { errorCopy } from '#src/lib/error-copy';
import { useMissionGoalText } from '#src/lib/mission-goal';
import { useCoinAnimation } from '#src/stores/coin-animation';

/** Engagement §9: the next grand-prize gift shows 500 ms after the previous one. */
export const GIFT_NEXT_DELAY_MS = 500;
/** After the last gift the dialog stays while the coins fly (engagement §9, 1500 ms). */
export const CLOSE_AFTER_LAST_GIFT_MS = 1500;

function GiftText({ gift }: { gift: TDailyMissionGift }) {
  const { t } = useTranslation();
  if (gift.kind === 'grandPrize') {
    return <p className="mission-dialog__text">{t('dailyMissions.grandPrizeText')}</p>;
  }
  return <MissionDoneText mission={gift.mission} />;
}

function MissionDoneText({
  mission,
}: {
  mission: Extract<TDailyMissionGift, { kind: 'mission' }>['mission'];
}) {
  const { t } = useTranslation();
  const goal = useMissionGoalText(mission);
  return <p className="mission-dialog__text">{t('dailyMissions.rewardText', { goal })}</p>;
}

/**
 * The gift dialogs of a coin (engagement §2, §4): each completed mission's reward, then each
 * grand prize, one at a time with 'Claim'. A paid gift flies its coins and refreshes the
 * wallet; the next gift opens 500 ms later; after the last the dialog closes. A refused claim
 * (claimed in another tab) shows why and moves on to what is still to claim.
 */
export function GiftDialog({
  coin,
  state,
  isGrandPrizeEnabled,
  onWalletChanged,
  renderCelebration,
  onClose,
}: {
  coin: TCoinType;
  state: TDailyMissionsState;
  isGrandPrizeEnabled: boolean;
  onWalletChanged: () => void;
  renderCelebration: (coins: TCoinType[]) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync } = useClaimDailyMissionGift();
  const [isPaused, setIsPaused] = useState(false);
  const [isClaiming, setIsClaiming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [celebration, setCelebration] = useState<{ key: string; coins: TCoinType[] } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const setCoinAnimationVisible = useCoinAnimation((store) => store.setVisible);
  const [gift] = giftQueue(state, coin, isGrandPrizeEnabled);

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
      setCoinAnimationVisible(false);
    },
    [setCoinAnimationVisible],
  );
  // Nothing (left) to claim, for example after a refusal: the dialog has done its work.
  const hasGift = gift !== undefined;
  useEffect(() => {
    if (!isPaused && !hasGift) onClose();
  }, [isPaused, hasGift, onClose]);
  const later = (callback: () => void, delayMs: number) => {
    timers.current.push(setTimeout(callback, delayMs));
  };
  const remainingAfterClaim = () => {
    const fresh = queryClient.getQueryData(getDailyMissionsQueryOptions().queryKey) ?? state;
    return giftQueue(fresh, coin, isGrandPrizeEnabled).length;
  };

  const handleClaim = async (claimed: TDailyMissionGift) => {
    setIsClaiming(true);
    setFailure(null);
    try {
      const paid = await mutateAsync({ kind: claimed.kind, id: claimed.id });
      const coins: TCoinType[] = [];
      if (paid.gcCoin > 0) coins.push('GC');
      if (paid.scCoin > 0) coins.push('SC');
      setCelebration({ key: `${claimed.kind}-${claimed.id}`, coins });
      setCoinAnimationVisible(true);
      onWalletChanged();
    } catch (error) {
      console.error('Error claiming daily mission gift', error);
      setFailure(errorCopy(error, t));
      await queryClient
        .refetchQueries({ queryKey: getDailyMissionsQueryOptions().queryKey })
        .catch(() => undefined);
      setIsClaiming(false);
      return;
    }
    setIsPaused(true);
    if (remainingAfterClaim() === 0) {
      later(() => {
        setCoinAnimationVisible(false);
        onClose();
      }, CLOSE_AFTER_LAST_GIFT_MS);
      return;
    }
    later(() => {
      setIsPaused(false);
      setIsClaiming(false);
    }, GIFT_NEXT_DELAY_MS);
  };

  const shown = isPaused ? null : gift;
  return (
    <div
      className="mission-dialog mission-dialog--gift"
      data-testid="daily-mission-gift"
      data-gift={shown?.kind}
    >
      <IconButton
        label={t('dailyMissions.close')}
        className="mission-dialog__close"
        onClick={onClose}
      >
        <X size={20} aria-hidden="true" />
      </IconButton>
      {shown ? (
        <>
          <h2 className="mission-dialog__title" id="daily-mission-gift-title">
            {t(`dailyMissions.giftTitle.${giftTitleOf(shown)}`)}
          </h2>
          <p className="mission-dialog__coin">
            {shown.kind === 'grandPrize'
              ? t('dailyMissions.grandPrize', { coin: coinLabel(coin) })
              : t('dailyMissions.missionOf', { coin: coinLabel(coin) })}
          </p>
          <GiftText gift={shown} />
          <RewardAmounts packageData={shown.packageData} />
          {failure ? (
            <p className="mission-dialog__error" role="alert">
              {failure}
            </p>
          ) : null}
          <Button
            size="lg"
            isBlock
            disabled={isClaiming}
            aria-busy={isClaiming}
            onClick={() => void handleClaim(shown)}
          >
            {t('dailyMissions.claim')}
          </Button>
        </>
      ) : (
        <p className="mission-dialog__paid" role="status">
          {t('dailyMissions.paid')}
        </p>
      )}
      {celebration ? <div key={celebration.key}>{renderCelebration(celebration.coins)}</div> : null}
    </div>
  );
}
