import { lazy, Suspense } from 'react';
import { isFullPageDialogAvailable } from '#src/app/dialogs/dialog-registry';
import { BalancePanel } from '#src/features/wallet/components/balance-panel';
import { CoinSwitcher } from '#src/features/wallet/components/coin-switcher';

/**
 * The wallet socket (socket.io's client and the messages' schemas) evaluates in a task of its
 * own, not in the header's; it connects only once the page has settled anyway.
 */
const WalletRealtime = lazy(async () => ({
  default: (await import('#src/features/wallet/components/wallet-realtime')).WalletRealtime,
}));

/**
 * Places in the header that other features fill. Each slot is composed here in app/ so the
 * features stay independent:
 * - BalancePanelSlot: the wallet feature's balance panel with its plus button (store or
 *   prevent_purchase, spec §2), shown once that page is registered.
 * - CoinSwitcherSlot: the wallet feature's GC/SC switcher; without sc_mode_available the header
 *   shows the logo instead (see header.tsx).
 * - LoyaltyCrownSlot: the loyalty feature's crown badge.
 * Until a feature plugs in, its slot renders nothing.
 */
export function BalancePanelSlot() {
  return (
    <>
      <BalancePanel canOpen={isFullPageDialogAvailable} />
      <Suspense fallback={null}>
        <WalletRealtime />
      </Suspense>
    </>
  );
}

export function CoinSwitcherSlot() {
  return <CoinSwitcher />;
}

export function LoyaltyCrownSlot() {
  return null;
}
