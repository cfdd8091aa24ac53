import type { TDailyBonusDay } from '@casino/contracts';
import { asAmountMinor, formatAmount } from '@casino/money';
import { useTranslation } from 'react-i18next';

export type TDayCardState = 'claimed' | 'claimable' | 'upcoming';

/**
 * One day card (engagement §4): claimed when the day is at or below the current day, claimable
 * when it is the next day and the player is entitled, otherwise not yet claimed. The last day
 * is the multi-reward card: it shows every coin it pays.
 */
export function DayCard({
  day,
  state,
  isLastDay,
  isScMode,
  isPressed,
  onPress,
}: {
  day: TDailyBonusDay;
  state: TDayCardState;
  isLastDay: boolean;
  isScMode: boolean;
  isPressed: boolean;
  onPress: () => void;
}) {
  const { t } = useTranslation();
  const gc = formatAmount(asAmountMinor(day.gc_amount), { coin: 'GC', style: 'compact' });
  const sc = formatAmount(asAmountMinor(day.sc_amount), { coin: 'SC', style: 'coins' });
  const hasSc = isScMode && day.sc_amount > 0;
  const stateText = t(`bonuses.daily.cardState.${state}`);
  return (
    <button
      type="button"
      className={`day-card day-card--${state}${isLastDay ? ' day-card--last' : ''}${isPressed ? ' day-card--pressed' : ''}`}
      data-testid={`day-card-${day.day}`}
      data-state={state}
      aria-label={t('bonuses.daily.cardLabel', {
        day: day.day,
        reward: hasSc ? `${gc} CC + ${sc} SC` : `${gc} CC`,
        state: stateText,
      })}
      onClick={onPress}
    >
      <span className="day-card__day">{t('bonuses.daily.day', { day: day.day })}</span>
      <img className="day-card__art" src={day.image_url} alt="" width="56" height="56" />
      <span className="day-card__reward">
        <img src={day.image_url_2} alt="" width="16" height="16" />
        {gc}
      </span>
      {hasSc ? (
        <span className="day-card__reward day-card__reward--sc">
          <img src={day.image_url_3} alt="" width="16" height="16" />
          {sc}
        </span>
      ) : null}
      {state === 'claimed' ? (
        <span className="day-card__check" aria-hidden="true">
          ✓
        </span>
      ) : null}
    </button>
  );
}
