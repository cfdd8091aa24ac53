import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { claimRefillBonus } from '#src/features/bonuses/api/claim-refill-bonus';
import {
  getLowBalanceConfigQueryOptions,
  type TLowBalanceConfig,
} from '#src/features/bonuses/api/get-low-balance-config';
import { OutOfCoinsDialog } from '#src/features/bonuses/components/out-of-coins-dialog';
import { useFlag } from '#src/lib/feature-flags';
import { useGameFrame } from '#src/stores/game-frame';
import { useLowBalance } from '#src/stores/low-balance';
import { usePortal } from '#src/stores/portal';

async function loadConfig(
  queryClient: QueryClient,
  staleTime?: number,
): Promise<TLowBalanceConfig | null> {
  return queryClient
    .fetchQuery({
      ...getLowBalanceConfigQueryOptions(),
      ...(staleTime === undefined ? {} : { staleTime }),
    })
    .catch((error: unknown) => {
      console.error('Low balance settings not loaded', error);
      return null;
    });
}

/**
 * The settings a round is judged by when its balance_threshold push has not come yet. The cached
 * ones answer most rounds (not low); a round they find low reads them again first, so an
 * operator's change (the refill turned off) counts from the next round, not minutes later.
 */
async function currentConfig(
  queryClient: QueryClient,
  gcBalanceMinor: number,
  isRound: boolean,
): Promise<TLowBalanceConfig | null> {
  const cached = await loadConfig(queryClient);
  if (!cached || !isRound || gcBalanceMinor > cached.thresholdMinor) return cached;
  return loadConfig(queryClient, 0);
}

function closePortal() {
  usePortal.getState().closePortal(true);
}

/**
 * Low-balance help after a round (engagement §4): when cc_giveaway_on_low_balance is on, a
 * refill is configured and the GC balance is not above low_balance_cc_threshold, the
 * out-of-coins popup opens (unless the portal is busy); without a round (the Rewards entry) it
 * opens on request. The refill on offer is the one the
 * balance_threshold socket event named for the round, else the config's. The event may come
 * before or after the frame shows the round: whichever comes second finds the round offered
 * already, so the popup opens once per round (decision 122). The server checks the same rule
 * again when the player claims (decision 162). The offer answers whether the refill applies (the
 * popup opened, or would have but for a busy portal or a round offered already): when it does
 * not, the game page may open the mini store instead (engagement §7).
 */
export function useRefillOffer(onWalletChanged: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isGiveawayOn = useFlag('cc_giveaway_on_low_balance') !== false;

  const offer = useCallback(
    async (gcBalanceMinor: number, roundId: string | null = null): Promise<boolean> => {
      if (!isGiveawayOn) return false;
      const pushed = useLowBalance.getState().threshold;
      const config =
        roundId !== null && pushed?.roundId === roundId
          ? { rewardMinor: pushed.thresholdPrize, thresholdMinor: pushed.threshold }
          : await currentConfig(queryClient, gcBalanceMinor, roundId !== null);
      if (!config || config.rewardMinor === 0 || gcBalanceMinor > config.thresholdMinor) {
        return false;
      }
      if (usePortal.getState().content !== null) return true;
      if (roundId !== null && !useLowBalance.getState().markOffered(roundId)) return true;
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
      return true;
    },
    [isGiveawayOn, queryClient, onWalletChanged, t],
  );

  // A push for a round the frame has shown already: the round has ended, offer now.
  useEffect(
    () =>
      useLowBalance.subscribe((state, previous) => {
        const pushed = state.threshold;
        if (!pushed || pushed === previous.threshold) return;
        if (!useGameFrame.getState().shownRoundIds.includes(pushed.roundId)) return;
        void offer(pushed.balance, pushed.roundId);
      }),
    [offer],
  );

  return offer;
}
