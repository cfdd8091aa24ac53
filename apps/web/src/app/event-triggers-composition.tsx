import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { getCoinBackPeriodsQueryOptions } from '#src/features/coin-back';
import { EventTriggerFeature, type TEventPopupActions } from '#src/features/event-triggers';
import { useDialogs } from '#src/stores/dialogs';

/**
 * Wires the event-trigger popups to the wallet (a paid gift reads it again), to the store (an
 * offer's button opens it) and to the coin-back (a claimed booster reads it again), and into
 * the feature manager.
 */
export function EventTriggersComposition() {
  const refreshWallet = useRefreshWallet();
  const queryClient = useQueryClient();
  const actions = useMemo<TEventPopupActions>(
    () => ({
      onPaid: refreshWallet,
      onOpenStore: () => useDialogs.getState().openFullPageDialog('store'),
      onBoosterClaimed: () =>
        void queryClient.invalidateQueries({
          queryKey: getCoinBackPeriodsQueryOptions().queryKey,
        }),
    }),
    [queryClient, refreshWallet],
  );
  return <EventTriggerFeature actions={actions} />;
}
