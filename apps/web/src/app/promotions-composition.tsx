import type { TCoinType } from '@casino/money';
import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { CoinShower } from '#src/features/bonuses';
import { startPromoCodeEvents } from '#src/features/event-triggers';
import { PromoCodeLauncher } from '#src/features/promotions';

/** The reward animation of a claimed promo code: the bonuses' coin shower. */
export function renderPromoCelebration(coins: TCoinType[]) {
  return <CoinShower coins={coins} />;
}

/**
 * Wires a link's promo code (`?pc=`) to the wallet, the coin shower and the code's event
 * popups, for signed-in players.
 */
export function PromotionsComposition() {
  const refreshWallet = useRefreshWallet();
  return (
    <PromoCodeLauncher
      onWalletChanged={refreshWallet}
      onRedeemed={(promoCode) => void startPromoCodeEvents(promoCode)}
      renderCelebration={renderPromoCelebration}
    />
  );
}
