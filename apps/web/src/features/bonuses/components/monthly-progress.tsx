import type { TMonthlyBonusDay } from '@casino/contracts';
import { DAILY_BONUS_MONTH_DAYS } from '@casino/contracts/rest/bonuses/get-daily-bonus';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The 30-day month (progress = day / 30) with a gift on each milestone day (8, 15, 22, 30). */
export function MonthlyProgress({
  monthDay,
  gifts,
  isScMode,
}: {
  monthDay: number;
  gifts: TMonthlyBonusDay[];
  isScMode: boolean;
}) {
  const { t } = useTranslation();
  const percent = (monthDay / DAILY_BONUS_MONTH_DAYS) * 100;
  return (
    <div className="monthly-progress">
      <div className="monthly-progress__head">
        <span>{t('bonuses.daily.monthly')}</span>
        <span className="monthly-progress__count" data-testid="monthly-progress-count">
          {monthDay}/{DAILY_BONUS_MONTH_DAYS}
        </span>
      </div>
      <div
        className="monthly-progress__track"
        role="progressbar"
        aria-label={t('bonuses.daily.monthly')}
        aria-valuemin={0}
        aria-valuemax={DAILY_BONUS_MONTH_DAYS}
        aria-valuenow={monthDay}
      >
        <div className="monthly-progress__fill" style={{ width: `${percent}%` }} />
        {gifts.map((gift) => {
          const gc = formatAmount(asAmountMinor(gift.gc_amount), { coin: 'GC', style: 'compact' });
          const sc = formatAmount(asAmountMinor(gift.sc_amount), { coin: 'SC', style: 'coins' });
          const reward = isScMode && gift.sc_amount > 0 ? `${gc} CC + ${sc} SC` : `${gc} CC`;
          return (
            <span
              key={gift.day}
              className={`monthly-progress__gift${monthDay >= gift.day ? ' monthly-progress__gift--reached' : ''}`}
              style={{ left: `${(gift.day / DAILY_BONUS_MONTH_DAYS) * 100}%` }}
              title={t('bonuses.daily.gift', { day: gift.day, reward })}
              data-testid={`milestone-${gift.day}`}
            >
              <Gift size={16} aria-hidden="true" />
              <span className="monthly-progress__gift-day">{gift.day}</span>
            </span>
          );
        })}
      </div>
    </div>
  );
}
