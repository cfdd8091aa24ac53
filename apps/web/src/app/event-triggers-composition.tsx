import { useMemo } from 'react';
import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { EventTriggerFeature, type TEventPopupActions } from '#src/features/event-triggers';
import { useDialogs } from '#src/stores/dialogs';

/**
 * Wires the event-trigger popups to the wallet (a paid gift reads it again) and to the store
 * (an offer's button opens it), and into the feature manager.
 */
export function EventTriggersComposition() {
  const refreshWallet = useRefreshWallet();
  const actions = useMemo<TEventPopupActions>(
    () => ({
      onPaid: refreshWallet,
      onOpenStore: () => useDialogs.getState().openFullPageDialog('store'),
    }),
    [refreshWallet],
  );
  return <EventTriggerFeature actions={actions} />;
}
