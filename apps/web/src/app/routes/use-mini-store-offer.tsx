import { Suspense, lazy, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isFullPageDialogAvailable } from '#src/app/dialogs/dialog-registry';
import { useFlag } from '#src/lib/feature-flags';
import { useDialogs } from '#src/stores/dialogs';
import { useGameFrame } from '#src/stores/game-frame';
import { useLowBalance } from '#src/stores/low-balance';
import { usePortal } from '#src/stores/portal';
import { useStoreEntry } from '#src/stores/store-entry';

// From its own module, not the store's index: a lazily imported index runs whole wherever it is
// also imported statically, so the arrival would build the store page too (decision 242).
const MiniStore = lazy(async () => ({
  default: (await import('#src/features/store/components/mini-store')).MiniStore,
}));

/**
 * The mini store after a round (engagement §7): when open_ministore_on_low_balance is on, no
 * refill is offered, a low-balance record exists (the low_balance push) and the GC balance is
 * still at or below its threshold, the mini store opens in the portal and the record goes. The
 * push may come after the frame showed its round: then it opens when the push arrives, unless
 * that push offers a refill (the out-of-coins popup answers that one).
 */
export function useMiniStoreOffer() {
  const { t } = useTranslation();
  const isOn = useFlag('open_ministore_on_low_balance') !== false;

  const offer = useCallback(
    (gcBalanceMinor: number) => {
      const record = useLowBalance.getState().lowBalance;
      if (
        !isOn ||
        !isFullPageDialogAvailable('store') ||
        !record ||
        gcBalanceMinor > record.threshold
      )
        return;
      const portal = usePortal.getState();
      if (portal.content !== null) return;
      useLowBalance.getState().clearLowBalance();
      const openStore = () => {
        portal.closePortal(true);
        useDialogs.getState().openFullPageDialog('store');
      };
      portal.openPortal(
        <Suspense fallback={null}>
          <MiniStore
            onChoose={(pack) => {
              useStoreEntry.getState().choose(pack);
              openStore();
            }}
            onSeeAll={openStore}
            onClose={() => portal.closePortal(true)}
          />
        </Suspense>,
        { label: t('store.mini.title'), contentClassName: 'mini-store-portal' },
      );
    },
    [isOn, t],
  );

  useEffect(
    () =>
      useLowBalance.subscribe((state, previous) => {
        const record = state.lowBalance;
        if (!record || record === previous.lowBalance || record.prize > 0) return;
        if (!useGameFrame.getState().shownRoundIds.includes(record.roundId)) return;
        offer(record.balance);
      }),
    [offer],
  );

  return offer;
}
