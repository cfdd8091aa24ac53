import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestsWiring } from '#src/app/quests-composition';
import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { getCoinBackPeriodsQueryOptions } from '#src/features/coin-back';
import { EventTriggerFeature, type TEventPopupActions } from '#src/features/event-triggers';
import { openQuestPortal } from '#src/features/quests';
import { findStorePackage } from '#src/features/store';
import { useDialogs } from '#src/stores/dialogs';
import { useStoreEntry } from '#src/stores/store-entry';

/**
 * Wires the event-trigger popups to the wallet (a paid gift reads it again), to the store (an
 * offer's button opens it; a 2-3-offer's package button opens it on that package's order
 * summary, as the mini store does, or on the list when the store does not sell it to the
 * player), to the quests (a quest's button opens its dialog) and to the coin-back (a claimed
 * booster reads it again), and into the feature manager.
 */
export function EventTriggersComposition() {
  const { t } = useTranslation();
  const refreshWallet = useRefreshWallet();
  const questsWiring = useQuestsWiring();
  const queryClient = useQueryClient();
  const actions = useMemo<TEventPopupActions>(() => {
    const openStore = () => useDialogs.getState().openFullPageDialog('store');
    return {
      onPaid: refreshWallet,
      onOpenStore: (packageId) => {
        if (packageId === undefined) {
          openStore();
          return;
        }
        void findStorePackage(queryClient, packageId)
          .then((pack) => {
            if (pack) useStoreEntry.getState().choose(pack);
          })
          .catch((error: unknown) => console.warn('The offer package was not found', error))
          .finally(openStore);
      },
      onOpenQuest: () => openQuestPortal(questsWiring, t('quests.title')),
      onBoosterClaimed: () =>
        void queryClient.invalidateQueries({
          queryKey: getCoinBackPeriodsQueryOptions().queryKey,
        }),
    };
  }, [queryClient, refreshWallet, questsWiring, t]);
  return <EventTriggerFeature actions={actions} />;
}
