import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestsWiring } from '#src/app/quests-composition';
import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { getCoinBackPeriodsQueryOptions } from '#src/features/coin-back';
import { EventTriggerFeature, type TEventPopupActions } from '#src/features/event-triggers';
import { openQuestPortal } from '#src/features/quests';
import { useDialogs } from '#src/stores/dialogs';

/**
 * Wires the event-trigger popups to the wallet (a paid gift reads it again), to the store (an
 * offer's button opens it), to the quests (a quest's button opens its dialog) and to the
 * coin-back (a claimed booster reads it again), and into the feature manager.
 */
export function EventTriggersComposition() {
  const { t } = useTranslation();
  const refreshWallet = useRefreshWallet();
  const questsWiring = useQuestsWiring();
  const queryClient = useQueryClient();
  const actions = useMemo<TEventPopupActions>(
    () => ({
      onPaid: refreshWallet,
      onOpenStore: () => useDialogs.getState().openFullPageDialog('store'),
      onOpenQuest: () => openQuestPortal(questsWiring, t('quests.title')),
      onBoosterClaimed: () =>
        void queryClient.invalidateQueries({
          queryKey: getCoinBackPeriodsQueryOptions().queryKey,
        }),
    }),
    [queryClient, refreshWallet, questsWiring, t],
  );
  return <EventTriggerFeature actions={actions} />;
}
