import { asAmountMinor, formatAmount } from '@casino/money';
import { Button } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getLowBalanceConfigQueryOptions } from '#src/features/bonuses/api/get-low-balance-config';
import { useRefillOffer } from '#src/features/bonuses/components/use-refill-offer';
import { useFlag } from '#src/lib/feature-flags';

/**
 * The refill on the Rewards page, only while it is offered: the giveaway is on, a refill is
 * configured and the GC balance is at or below the threshold. CLAIM opens the out-of-coins
 * popup, which claims (the server checks the same rule again).
 */
export function RefillEntry({
  gcBalanceMinor,
  onWalletChanged,
}: {
  gcBalanceMinor: number;
  onWalletChanged: () => void;
}) {
  const { t } = useTranslation();
  const isGiveawayOn = useFlag('cc_giveaway_on_low_balance') !== false;
  const { data: config } = useQuery(getLowBalanceConfigQueryOptions());
  const offerRefill = useRefillOffer(onWalletChanged);
  if (!isGiveawayOn || !config || config.rewardMinor === 0) return null;
  if (gcBalanceMinor > config.thresholdMinor) return null;
  return (
    <>
      <h2>{t('bonuses.refill.title')}</h2>
      <p>{t('bonuses.refill.text')}</p>
      <p className="bonus-entry__amount" data-testid="refill-entry-amount">
        {formatAmount(asAmountMinor(config.rewardMinor), { coin: 'GC', style: 'coins' })}
      </p>
      <Button size="lg" isBlock onClick={() => void offerRefill(gcBalanceMinor)}>
        {t('bonuses.refill.claim')}
      </Button>
    </>
  );
}
