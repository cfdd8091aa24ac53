import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useDailyBonus } from '#src/features/bonuses/api/get-daily-bonus';
import { useCountdown } from '#src/features/bonuses/components/daily-bonus-dialog';
import { DailyBonusPortal } from '#src/features/bonuses/components/daily-bonus-portal';
import { formatTimer } from '#src/lib/format-timer';
import { useFlag } from '#src/lib/feature-flags';
import { usePortal } from '#src/stores/portal';

/**
 * The daily bonus on the Rewards page: collect when entitled, otherwise NEXT IN with the
 * countdown; either way the button opens the Daily Bonus dialog. Nothing when the daily bonus
 * is switched off (daily_bonus_enabled) or its state is not loaded.
 */
export function DailyBonusEntry({ onWalletChanged }: { onWalletChanged: () => void }) {
  const { t } = useTranslation();
  const isEnabled = useFlag('daily_bonus_enabled') !== false;
  const { data } = useDailyBonus();
  const remainingMs = useCountdown(data?.timeUntilNextBonusMS ?? 0);
  if (!isEnabled || !data) return null;
  const canClaim = data.isEntitledToBonus || remainingMs === 0;
  const open = () =>
    usePortal.getState().openPortal(<DailyBonusPortal onWalletChanged={onWalletChanged} />, {
      label: t('bonuses.daily.title'),
      contentClassName: 'daily-bonus-portal',
    });
  return (
    <>
      <h2>{t('bonuses.daily.title')}</h2>
      <p>{t('bonuses.entry.dailyText')}</p>
      {canClaim ? (
        <Button size="lg" isBlock className="bonus-entry__collect" onClick={open}>
          {t('bonuses.daily.tapToCollect')}
        </Button>
      ) : (
        <>
          <p className="bonus-entry__timer" data-testid="daily-bonus-entry-timer">
            {t('bonuses.daily.nextIn', { time: formatTimer(remainingMs) })}
          </p>
          <Button variant="secondary" isBlock onClick={open}>
            {t('bonuses.entry.dailyOpen')}
          </Button>
        </>
      )}
    </>
  );
}
