import '#src/features/bonuses/components/bonuses.css';
import type { TDailyBonusDay, TDailyBonusState, TMonthlyBonusDay } from '@casino/contracts';
import { DAILY_BONUS_WEEK_DAYS } from '@casino/contracts/rest/bonuses/get-daily-bonus';
import type { TCoinType } from '@casino/money';
import { IconButton } from '@casino/ui';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDailyBonusPaid } from '#src/features/bonuses/api/claim-daily-bonus';
import { CoinShower } from '#src/features/bonuses/components/coin-shower';
import { DayCard, type TDayCardState } from '#src/features/bonuses/components/day-card';
import { MonthlyProgress } from '#src/features/bonuses/components/monthly-progress';
import { formatTimer } from '#src/lib/format-timer';
import { useCoinAnimation } from '#src/stores/coin-animation';

/** The press animation of a tapped card, before it claims or closes. */
export const CARD_PRESS_MS = 150;
/** The dialog closes this long after a claim (engagement §4, "about 1.5 s"). */
export const CLOSE_AFTER_CLAIM_MS = 1500;
const TICK_MS = 1000;

function cardState(day: number, state: TDailyBonusState): TDayCardState {
  if (day <= state.currentDay) return 'claimed';
  if (state.isEntitledToBonus && day === state.currentDay + 1) return 'claimable';
  return 'upcoming';
}

/** Milliseconds left, ticking each second from the server's value. */
export function useCountdown(initialMs: number): number {
  const [tick, setTick] = useState({ fromMs: initialMs, remainingMs: initialMs });
  // A new answer from the server restarts the countdown from its value.
  if (tick.fromMs !== initialMs) setTick({ fromMs: initialMs, remainingMs: initialMs });
  useEffect(() => {
    if (initialMs <= 0) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const remainingMs = Math.max(0, initialMs - (Date.now() - startedAt));
      setTick({ fromMs: initialMs, remainingMs });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [initialMs]);
  return tick.remainingMs;
}

/**
 * The Daily Bonus dialog (engagement §2, §4): the month's progress with gift milestones, the
 * seven day cards and the footer line. Tapping a card plays the press animation, then claims
 * when the player is entitled or the countdown reached zero, otherwise closes. After a claim
 * the coins fly (GC, then SC when paid), the wallet is refreshed and the dialog closes 1.5 s
 * later. A failed claim is logged and the dialog stays as it was.
 */
export function DailyBonusDialog({
  state,
  isScMode,
  onClaim,
  onClaimed,
  onClose,
}: {
  state: TDailyBonusState;
  isScMode: boolean;
  onClaim: () => Promise<TDailyBonusPaid>;
  onClaimed: (paid: TDailyBonusPaid) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remainingMs = useCountdown(state.timeUntilNextBonusMS);
  const [pressedDay, setPressedDay] = useState<number | null>(null);
  const [isClaiming, setIsClaiming] = useState(false);
  const [flyingCoins, setFlyingCoins] = useState<TCoinType[] | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const setCoinAnimationVisible = useCoinAnimation((store) => store.setVisible);

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
      setCoinAnimationVisible(false);
    },
    [setCoinAnimationVisible],
  );
  const later = (callback: () => void, delayMs: number) => {
    timers.current.push(setTimeout(callback, delayMs));
  };

  const days = state.bonusesList.filter((item): item is TDailyBonusDay => item.type === 'daily');
  const gifts = state.bonusesList.filter(
    (item): item is TMonthlyBonusDay => item.type === 'monthly',
  );
  const canClaim = state.isEntitledToBonus || remainingMs === 0;

  const claim = async () => {
    setIsClaiming(true);
    try {
      const paid = await onClaim();
      const coins: TCoinType[] = ['GC'];
      if (isScMode && paid.sc_amount > 0) coins.push('SC');
      setFlyingCoins(coins);
      setCoinAnimationVisible(true);
      onClaimed(paid);
      later(() => {
        setCoinAnimationVisible(false);
        onClose();
      }, CLOSE_AFTER_CLAIM_MS);
    } catch (error) {
      console.error('Error claiming daily bonus', error);
      setIsClaiming(false);
      setPressedDay(null);
    }
  };

  const handlePress = (day: number) => {
    if (isClaiming) return;
    setPressedDay(day);
    later(() => {
      if (canClaim) void claim();
      else onClose();
    }, CARD_PRESS_MS);
  };

  return (
    <div className="daily-bonus" data-testid="daily-bonus">
      <IconButton label={t('bonuses.close')} className="daily-bonus__close" onClick={onClose}>
        <X size={20} aria-hidden="true" />
      </IconButton>
      <h2 className="daily-bonus__title" id="daily-bonus-title">
        {t('bonuses.daily.title')}
      </h2>
      <MonthlyProgress monthDay={state.monthlyBonusDay} gifts={gifts} isScMode={isScMode} />
      <div className="daily-bonus__cards">
        {days.map((day) => (
          <DayCard
            key={day.day}
            day={day}
            state={cardState(day.day, state)}
            isLastDay={day.day === DAILY_BONUS_WEEK_DAYS}
            isScMode={isScMode}
            isPressed={pressedDay === day.day}
            onPress={() => handlePress(day.day)}
          />
        ))}
      </div>
      <p className="daily-bonus__footer" data-testid="daily-bonus-footer" aria-live="polite">
        {canClaim
          ? t('bonuses.daily.tapToCollect')
          : t('bonuses.daily.nextIn', { time: formatTimer(remainingMs) })}
      </p>
      {flyingCoins ? <CoinShower coins={flyingCoins} /> : null}
    </div>
  );
}
