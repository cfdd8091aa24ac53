import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { claimRefillBonus } from '#src/features/bonuses/api/claim-refill-bonus';
import { getLowBalanceConfigQueryOptions } from '#src/features/bonuses/api/get-low-balance-config';
import { OutOfCoinsDialog } from '#src/features/bonuses/components/out-of-coins-dialog';
import { useFlag } from '#src/lib/feature-flags';
import { usePortal } from '#src/stores/portal';

function closePortal() {
  usePortal.getState().closePortal(true);
}

/**
 * Low-balance help after a round (engagement §4): when cc_giveaway_on_low_balance is on, a
 * refill is configured and the GC balance is not above low_balance_cc_threshold, the
 * out-of-coins popup opens (unless the portal is busy). The server checks the same rule again
 * when the player claims (decision 162).
 */
export function useRefillOffer(onWalletChanged: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isGiveawayOn = useFlag('cc_giveaway_on_low_balance') !== false;

  return useCallback(
    async (gcBalanceMinor: number) => {
      if (!isGiveawayOn) return;
      const config = await queryClient
        .fetchQuery(getLowBalanceConfigQueryOptions())
        .catch((error: unknown) => {
          console.error('Low balance settings not loaded', error);
          return null;
        });
      if (!config || config.rewardMinor === 0 || gcBalanceMinor > config.thresholdMinor) return;
      if (usePortal.getState().content !== null) return;
      usePortal
        .getState()
        .openPortal(
          <OutOfCoinsDialog
            rewardMinor={config.rewardMinor}
            onClaim={claimRefillBonus}
            onClaimed={onWalletChanged}
            onClose={closePortal}
          />,
          { label: t('bonuses.refill.title') },
        );
    },
    [isGiveawayOn, queryClient, onWalletChanged, t],
  );
}
